/**
 * The page of `npm run bench:forms` (scripts/bench-form-keystrokes.mjs): the vendor's form renderer, exactly
 * as the prequalification form and the builder's preview use it, showing the field tree the script puts in
 * `window.__BENCH__`; or, as the minimal baseline, the same number of plain DOM inputs with no framework.
 */
import { ChakraProvider, defaultSystem, Heading } from '@chakra-ui/react';
import type { FormField } from '@portal/common/forms/field-model';
import { createRoot } from 'react-dom/client';
import { PrequalFormPreview } from '../src/features/prequal-form/components/prequal-form-preview';

declare global {
  interface Window {
    __BENCH__: { kind: 'renderer'; fields: FormField[] } | { kind: 'plain'; inputs: number };
    __BENCH_READY__?: boolean;
  }
}

const root = document.getElementById('root')!;
const bench = window.__BENCH__;
if (bench.kind === 'plain') {
  for (let i = 0; i < bench.inputs; i++) {
    const label = document.createElement('label');
    label.textContent = `Question ${i + 1} `;
    const input = document.createElement('input');
    input.name = `q${i}`;
    label.append(input);
    root.append(label, document.createElement('br'));
  }
  window.__BENCH_READY__ = true;
} else {
  createRoot(root).render(
    <ChakraProvider value={defaultSystem}>
      <Heading as="h1">Form keystroke benchmark</Heading>
      <PrequalFormPreview fields={bench.fields} />
    </ChakraProvider>,
  );
  // The first paint after React's commit.
  requestAnimationFrame(() => setTimeout(() => (window.__BENCH_READY__ = true), 0));
}
