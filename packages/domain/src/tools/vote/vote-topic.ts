/** The realtime topic of vote updates (the wire's TOPICS.VOTE, 20304), for the application, which may not import the wire. */
export const VOTE_TOPIC = 20304;
