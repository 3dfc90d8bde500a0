import type { Container } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { DeviceIdentity } from "../session/ports";
import { AccessForm } from "../access/access-form";
import { Captcha } from "../access/captcha";
import { ChangeNickname } from "../login/change-nickname";
import { CodeLogin } from "../login/code-login";
import { Signup } from "../signup/signup";
import { WechatMobileLogin } from "../wechat/wechat-mobile-login";
import { WechatPcLogin } from "../wechat/wechat-pc-login";
import { FixedDeviceIdentity } from "./fixed-device-identity";
import { InstantCaptchaSolver, ScriptedCaptchaApi, ScriptedLoginApi, ScriptedSignupApi, ScriptedWechatApi } from "./scripted-form-apis";

export interface FormPortOptions {
  readonly loginApi?: ScriptedLoginApi;
  readonly signupApi?: ScriptedSignupApi;
  readonly wechatApi?: ScriptedWechatApi;
  readonly captchaApi?: ScriptedCaptchaApi;
  readonly captchaSolver?: InstantCaptchaSolver;
  readonly device?: FixedDeviceIdentity;
}

/** The fakes {@link bindFormPorts} bound, to drive and inspect. */
export interface FormPorts {
  readonly loginApi: ScriptedLoginApi;
  readonly signupApi: ScriptedSignupApi;
  readonly wechatApi: ScriptedWechatApi;
  readonly captchaApi: ScriptedCaptchaApi;
  readonly captchaSolver: InstantCaptchaSolver;
  /** The bound DeviceIdentity (the one already bound, if any). */
  readonly device: DeviceIdentity;
}

/**
 * Binds the ports of the gate, login, sign-up and WeChat forms to scripted fakes (demo answers by
 * default) and their use-cases to their classes the way a composition root does: the captcha
 * transient (one per form), the rest singletons. A DeviceIdentity already bound is kept.
 */
export function bindFormPorts(container: Container, options: FormPortOptions = {}): FormPorts {
  const ports: FormPorts = {
    loginApi: options.loginApi ?? new ScriptedLoginApi(),
    signupApi: options.signupApi ?? new ScriptedSignupApi(),
    wechatApi: options.wechatApi ?? new ScriptedWechatApi(),
    captchaApi: options.captchaApi ?? new ScriptedCaptchaApi(),
    captchaSolver: options.captchaSolver ?? new InstantCaptchaSolver(),
    device: container.isBound(APP_TOKENS.DeviceIdentity)
      ? container.get<DeviceIdentity>(APP_TOKENS.DeviceIdentity)
      : (options.device ?? new FixedDeviceIdentity()),
  };
  container.bind(APP_TOKENS.LoginApi).toConstantValue(ports.loginApi);
  container.bind(APP_TOKENS.SignupApi).toConstantValue(ports.signupApi);
  container.bind(APP_TOKENS.WechatApi).toConstantValue(ports.wechatApi);
  container.bind(APP_TOKENS.CaptchaApi).toConstantValue(ports.captchaApi);
  container.bind(APP_TOKENS.CaptchaSolver).toConstantValue(ports.captchaSolver);
  if (!container.isBound(APP_TOKENS.DeviceIdentity)) container.bind(APP_TOKENS.DeviceIdentity).toConstantValue(ports.device);
  container.bind(APP_TOKENS.Captcha).to(Captcha).inTransientScope();
  container.bind(APP_TOKENS.AccessForm).to(AccessForm).inSingletonScope();
  container.bind(APP_TOKENS.CodeLogin).to(CodeLogin).inSingletonScope();
  container.bind(APP_TOKENS.ChangeNickname).to(ChangeNickname).inSingletonScope();
  container.bind(APP_TOKENS.Signup).to(Signup).inSingletonScope();
  container.bind(APP_TOKENS.WechatPcLogin).to(WechatPcLogin).inSingletonScope();
  container.bind(APP_TOKENS.WechatMobileLogin).to(WechatMobileLogin).inSingletonScope();
  return ports;
}
