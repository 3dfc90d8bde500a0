import type { ButtonHTMLAttributes } from "react";
import "./Button.css";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly tone?: "primary" | "secondary";
}

/** The app's button: tokens for colours, a visible focus ring, `type="button"` by default. */
export function Button({ tone = "primary", className, type = "button", ...rest }: ButtonProps) {
  const classes = ["lh-button", `lh-button--${tone}`, className].filter(Boolean).join(" ");
  return <button type={type} className={classes} {...rest} />;
}
