import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

describe('skipOwnerStacks (setup.ts)', () => {
  it('gives every element the one shared owner stack instead of capturing its own', () => {
    const stack = (element: unknown) => (element as { _debugStack?: unknown })._debugStack;
    // react's createElement and the JSX runtime each keep their own shared stack.
    expect(stack(createElement('div'))).toBeDefined();
    expect(stack(createElement('div'))).toBe(stack(createElement('span')));
    expect(stack(<div />)).toBeDefined();
    expect(stack(<div />)).toBe(stack(<span />));
  });

  it('still lets React warn, naming the component', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Unkeyed() {
      return (
        <ul>
          {['a', 'b'].map((x) => (
            <li>{x}</li>
          ))}
        </ul>
      );
    }
    render(<Unkeyed />);
    const said = error.mock.calls.map((call) => call.join(' ')).join('\n');
    error.mockRestore();
    expect(said).toMatch(/unique "key" prop/);
    expect(said).toMatch(/Unkeyed/);
  });
});
