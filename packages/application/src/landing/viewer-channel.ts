import { readViewerChannel } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Navigator } from "../platform/ports";
import type { ChannelStore } from "./ports";
import type { ViewerChannelService } from "./services";

/**
 * The channel number (`/event/{n}/channel/{c}/…`) and sharer (`?sharerId=`) the viewer came
 * through, kept per event in the tab so pages whose address lacks them still send them (§2, §3).
 */
@injectable()
export class ViewerChannel implements ViewerChannelService {
  constructor(
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.ChannelStore) private readonly store: ChannelStore,
  ) {}

  current(eventNumber: string): { readonly channelNumber?: string; readonly sharerId?: string } {
    const { path, search } = this.navigator.current();
    const channel = readViewerChannel(path, search, this.store.get(eventNumber));
    if (channel.channelNumber !== null || channel.sharerId !== null) this.store.set(eventNumber, channel);
    return {
      ...(channel.channelNumber === null ? {} : { channelNumber: channel.channelNumber }),
      ...(channel.sharerId === null ? {} : { sharerId: channel.sharerId }),
    };
  }
}
