import type { DeviceIdentity } from "../session/ports";

/** A DeviceIdentity with a fixed id ("device-test" unless given), for tests and stories. */
export class FixedDeviceIdentity implements DeviceIdentity {
  constructor(private readonly deviceId = "device-test") {}

  id(): string {
    return this.deviceId;
  }
}
