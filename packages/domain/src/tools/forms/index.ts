export * from "./form-submission";
export * from "./customer-service";
