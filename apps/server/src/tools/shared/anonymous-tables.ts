/**
 * The tables of 0026_id_viewers_only (decision 0060): anonymous answers are capped per client
 * address and tool item. A slot row is one anonymous answer; its primary key (tool, item, address,
 * slot) lets at most `cap` rows exist per address, whatever the number of processes writing.
 */
// A type alias (not an interface): `Database` extends it like the other tool tables.
export type AnonymousAnswerTables = {
  /** One anonymous answer of a tool item, in one of its address's numbered slots. */
  anonymous_answer_slots: {
    /** "vote" | "quiz" | "signIn" | "exam". */
    tool: string;
    item_id: string;
    /** HMAC-SHA256 of the client address with a key derived from the server secret (never the address). */
    address_hash: string;
    /** 0 … cap-1. */
    slot: number;
    audience_id: string;
  };
  /** The organiser's cap of anonymous answers per address and tool item, per event (absent: the default). */
  event_anonymous_caps: {
    event_id: string;
    cap: number;
  };
};
