export * from "./form-submission";
export * from "./customer-service";
export * from "./primary-type";
