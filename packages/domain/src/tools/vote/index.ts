export * from "./vote-tally";
export * from "./ballot-validity";
export * from "./vote-status";
export * from "./vote-topic";
