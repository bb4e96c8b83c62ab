import { createContext, useContext, type ProfilerOnRenderCallback } from 'react';

export interface RendererSettings {
  /** Answers are shown, not changed (a company user, a submitted form, the admin's view). */
  readOnly: boolean;
  /** The company whose files uploads go into; uploads are off without one (the form builder's preview). */
  uploadVendorId: string | null;
  /** Questions the admin review returned for correction, by form name (slug or group.row.slug): the reviewer's note. */
  flags: Readonly<Record<string, string>>;
  /** The reviewer's comment on the return the flags came with, shown beside each flagged question. */
  returnComment?: string | null;
}

export const RendererContext = createContext<RendererSettings>({ readOnly: false, uploadVendorId: null, flags: {} });

export function useRendererSettings(): RendererSettings {
  return useContext(RendererContext);
}

/**
 * Test-only: when set, every field renders inside a React Profiler reporting under the field's form
 * name, so a test can prove that a keystroke re-renders only the field typed in. Unset in the app.
 */
export const FieldRenderProbeContext = createContext<ProfilerOnRenderCallback | null>(null);
