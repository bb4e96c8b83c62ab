/** Whether the address is single sign-on's return (the callback's fragment); kept apart so Home loads no API code for it. */
export function isSsoLanding(): boolean {
  return /^#sso(_error)?=/.test(window.location.hash);
}
