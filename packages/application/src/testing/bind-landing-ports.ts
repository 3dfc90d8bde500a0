import type { Container } from "inversify";
import { APP_TOKENS } from "../tokens";
import { Landing } from "../landing/landing";
import { ViewerChannel } from "../landing/viewer-channel";
import { FakeLandingApi, InMemoryChannelStore } from "./fake-landing-api";

export interface LandingPortOptions {
  readonly landingApi?: FakeLandingApi;
  readonly channelStore?: InMemoryChannelStore;
}

/** The fakes {@link bindLandingPorts} bound. */
export interface LandingPorts {
  readonly landingApi: FakeLandingApi;
  readonly channelStore: InMemoryChannelStore;
}

/** Binds the landing page's ports to fakes and Landing and ViewerChannel to their classes. */
export function bindLandingPorts(container: Container, options: LandingPortOptions = {}): LandingPorts {
  const ports: LandingPorts = {
    landingApi: options.landingApi ?? new FakeLandingApi(),
    channelStore: options.channelStore ?? new InMemoryChannelStore(),
  };
  container.bind(APP_TOKENS.LandingApi).toConstantValue(ports.landingApi);
  container.bind(APP_TOKENS.ChannelStore).toConstantValue(ports.channelStore);
  container.bind(APP_TOKENS.ViewerChannel).to(ViewerChannel);
  container.bind(APP_TOKENS.Landing).to(Landing);
  return ports;
}
