import { useEffect, useState } from "react";

/** Seconds a viewer waits before asking for another verification code (decision 0012: one send per 60 s). */
export const CODE_RESEND_SECONDS = 60;

/**
 * Whole seconds left before a code may be sent again, counting down once a second from
 * `sentAt` (epoch ms the last code was sent; null = none sent, 0 left).
 */
export function useResendCountdown(sentAt: number | null, seconds = CODE_RESEND_SECONDS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return;
    const end = sentAt + seconds * 1000;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) clearInterval(timer);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [sentAt, seconds]);
  if (sentAt === null) return 0;
  return Math.min(seconds, Math.max(0, Math.ceil((sentAt + seconds * 1000 - now) / 1000)));
}
