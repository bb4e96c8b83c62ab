import { createContext, useContext, type ProfilerOnRenderCallback } from 'react';

export interface RendererSettings {
  /** Answers are shown, not changed (a company user, a submitted form, the admin's view). */
  readOnly: boolean;
  /** The company whose files uploads go into; uploads are off without one (the form builder's preview). */
  uploadVendorId: string | null;
}

export const RendererContext = createContext<RendererSettings>({ readOnly: false, uploadVendorId: null });

export function useRendererSettings(): RendererSettings {
  return useContext(RendererContext);
}

/**
 * Test-only: when set, every field renders inside a React Profiler reporting under the field's form
 * name, so a test can prove that a keystroke re-renders only the field typed in. Unset in the app.
 */
export const FieldRenderProbeContext = createContext<ProfilerOnRenderCallback | null>(null);
