// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { closeAppAfterEach, eventually, openApp } from "./testing/render-app";

closeAppAfterEach();

describe("App routes", () => {
  it("sends an unknown path to /noFound, keeping the query", async () => {
    await openApp("/no/such/page?lang=en&utm=x");
    await eventually(() => {
      expect(window.location.pathname).toBe("/noFound");
    });
    expect(window.location.search).toBe("?lang=en&utm=x");
    await eventually(() => {
      expect(document.querySelector("h1")?.textContent).toBe("页面不存在");
    });
  });

  it.each([["/event/10001/"], ["/event/10001"]])("enters the event at %s", async (url) => {
    const { services } = await openApp(url);
    await eventually(() => {
      expect(services.enterEvent.runs).toEqual([{ eventNumber: "10001", options: undefined }]);
    });
  });

  it("opens the room of a watch URL", async () => {
    const { services } = await openApp("/event/10001/watch/20001?lang=en");
    await eventually(() => {
      expect(services.openRoom.runs).toEqual([{ eventNumber: "10001", roomNumber: "20001" }]);
    });
  });

  it.each([["/event/10001/channel/7"], ["/event/10001/channel/7/"]])("enters the event at the channel entry %s", async (url) => {
    const { services } = await openApp(url);
    await eventually(() => {
      expect(services.enterEvent.runs).toEqual([{ eventNumber: "10001", options: undefined }]);
    });
  });

  it.each([["/event/10001/meeting/20002"], ["/event/10001/channel/7/watch/20002"], ["/event/10001/channel/7/meeting/20002"]])(
    "opens the room of %s",
    async (url) => {
      const { services } = await openApp(url);
      await eventually(() => {
        expect(services.openRoom.runs).toEqual([{ eventNumber: "10001", roomNumber: "20002" }]);
      });
    },
  );

  it.each([["/event/10003/signup/form-10003?roomNumber=20001&roomMode=1"], ["/event/10003/channel/7/signup/form-10003?roomNumber=20001"]])(
    "loads the sign-up form of %s",
    async (url) => {
      const { services } = await openApp(url);
      await eventually(() => {
        expect(services.signup.loads).toEqual([{ eventNumber: "10003", questionnaireId: "form-10003" }]);
      });
    },
  );

  it.each([["/event/10001/access"], ["/event/10001/channel/7/access"]])("runs the access gate at %s", async (url) => {
    const { services } = await openApp(url);
    await eventually(() => {
      expect(services.enterEvent.runs).toEqual([{ eventNumber: "10001", options: {} }]);
    });
  });

  it.each([
    ["/duplication-device?from=%2Fevent%2F10001%2Fwatch%2F20001", "已在其他设备上观看"],
    ["/duplication-tab?from=%2Fevent%2F10001%2Fwatch%2F20001", "已在其他标签页中打开"],
  ])("explains %s with a way back to from", async (url, heading) => {
    await openApp(url);
    await eventually(() => {
      expect(document.querySelector("h1")?.textContent).toBe(heading);
    });
    expect(document.querySelector("a[href='/event/10001/watch/20001']")?.textContent).toBe("在此继续观看");
  });

  it("offers no way back from the duplication page to another site", async () => {
    await openApp("/duplication-device?from=https%3A%2F%2Fevil.example%2F");
    await eventually(() => {
      expect(document.querySelector("h1")?.textContent).toBe("已在其他设备上观看");
    });
    expect(document.querySelector("main a")).toBeNull();
  });

  it("completes the WeChat sign-in with the code and state of /mobile/wechatAuthResult", async () => {
    const { services } = await openApp("/mobile/wechatAuthResult?code=c-1&state=s-1");
    await eventually(() => {
      expect(services.wechatMobileLogin.completes).toEqual([{ code: "c-1", state: "s-1" }]);
    });
  });

  it("reads originUrl on /pageError", async () => {
    await openApp("/pageError?originUrl=%2Fevent%2F10001%2F");
    await eventually(() => {
      expect(document.querySelector("a[href='/event/10001/']")).not.toBeNull();
    });
  });
});
