// The device detector alone, for the boot path (apps/web boot/boot.ts) that must not load the rest of infrastructure.
export { detectDevice, type NavigatorParts } from "./detect-device";
