import { useEffect, useState } from 'react';
import { subscribeSession } from './session';

/**
 * A user's profile picture is served by the portal's own authenticated route (GET /api/v1/users/{id}/profile-picture,
 * the user's `profilePic`): it is fetched with the session's cookie and shown through an object URL, so a refusal
 * shows initials rather than a broken image. The address carries the content's hash and the server lets the browser keep it, so a
 * picture is downloaded once; here each address is fetched once per session, however many places show it.
 */
const PICTURE_ADDRESS = /^\/api\/v1\/users\/[0-9a-f-]{36}\/profile-picture(\?[\w=&-]*)?$/i;

const loaded = new Map<string, Promise<string | null>>();

// Another session must not reuse what this one was allowed to see.
subscribeSession(() => {
  for (const url of loaded.values()) void url.then((u) => u && URL.revokeObjectURL(u));
  loaded.clear();
});

/** Whether `src` is a picture address of the portal (anything else is shown as initials). */
export function isProfilePictureAddress(src: string | null | undefined): src is string {
  return typeof src === 'string' && PICTURE_ADDRESS.test(src);
}

function load(src: string): Promise<string | null> {
  let url = loaded.get(src);
  if (!url) {
    url = fetch(src, { credentials: 'same-origin' })
      .then(async (res) => (res.ok ? URL.createObjectURL(await res.blob()) : null))
      .catch(() => null);
    loaded.set(src, url);
    // A failure is not remembered: the next render may try again.
    void url.then((u) => u === null && loaded.delete(src));
  }
  return url;
}

/** The object URL of a user's picture once loaded; undefined while loading, without a picture, or when refused. */
export function useProfilePicture(src: string | null | undefined): string | undefined {
  const [shown, setShown] = useState<{ src: string; url: string | null }>();
  useEffect(() => {
    if (!isProfilePictureAddress(src)) return;
    let live = true;
    void load(src).then((url) => live && setShown({ src, url }));
    return () => {
      live = false;
    };
  }, [src]);
  return shown && shown.src === src ? (shown.url ?? undefined) : undefined;
}
