import type { ChatCatalog } from "./zh-Hans";

/** en texts of the chat, barrage and call-to-action. */
export const chatEn: ChatCatalog = {
  "chat.title": "Chat",
  "chat.log": "Chat messages",
  "chat.loading": "Loading the chat…",
  "chat.loadFailed": "The chat could not be loaded",
  "chat.empty": "No messages yet — say hello",
  "chat.mine": "Me",
  "chat.newMessages": "{count, plural, one {# new message} other {# new messages}}",
  "chat.input": "Chat message",
  "chat.placeholder": "Say something…",
  "chat.hint": "Enter to send, Shift+Enter for a new line",
  "chat.count": "{count}/{max}",
  "chat.tooLong": "At most {max} characters",
  "chat.send": "Send",
  "chat.sending": "Sending…",
  "chat.banned": "You have been muted in this chat",
  "chat.error.sendFailed": "The message was not sent, please try again",
  "chat.error.empty": "Type a message first",
  "chat.error.tooLong": "A message has at most 500 characters",
  "chat.error.hiddenCharacter": "A message may not contain characters that change the direction of the text",
  "error.code.100113": "You are muted in this chat",
  "error.code.100114": "Please log in to chat",
  "error.code.100115": "Please set a nickname to chat",

  "barrage.toggle": "Barrage",
  "barrage.region": "Barrage area",
  "barrage.region.all": "Full",
  "barrage.region.half": "Half",
  "barrage.region.oneThird": "One third",

  "cta.area": "Take part",
  "cta.newWindow": "(opens in a new window)",
  "cta.qrLabel": "QR code: {title}",
  "cta.scan": "Scan with your phone",
};
