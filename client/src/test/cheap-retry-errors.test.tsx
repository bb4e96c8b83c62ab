import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

/** Shows "Ready" after a few renders, each changing the page (so a wait tries its query again on each). */
function Later() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step < 5) {
      const t = setTimeout(() => setStep((s) => s + 1), 20);
      return () => clearTimeout(t);
    }
  }, [step]);
  return (
    <div>
      <p>Step {step} of the page</p>
      {step === 5 && <span>Ready</span>}
    </div>
  );
}

describe("a wait's failed attempts (cheap-retry-errors.ts, installed in setup.ts)", () => {
  it('make their errors without printing the page, and the wait still passes', async () => {
    render(<Later />);
    const attempts: string[] = [];
    await waitFor(() => {
      try {
        return screen.getByText('Ready');
      } catch (e) {
        attempts.push((e as Error).message);
        throw e;
      }
    });
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.filter((m) => m.includes('of the page'))).toEqual([]);
    expect(attempts[0]).toMatch(/^Unable to find an element with the text: Ready/);
  });

  it('print the page in the error a wait ends with when it runs out of time', async () => {
    render(<p>Only this text</p>);
    const error = await screen.findByText('Absent', {}, { timeout: 200 }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('TestingLibraryElementError');
    expect((error as Error).message).toMatch(/Unable to find an element with the text: Absent/);
    expect((error as Error).message).toContain('Only this text');
  });

  it('print the page in a failed query outside a wait', () => {
    render(<p>Only this text</p>);
    expect(() => screen.getByText('Absent')).toThrow(/Only this text/);
  });
});
