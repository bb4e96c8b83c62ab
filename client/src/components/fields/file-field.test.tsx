import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileField, UPLOAD_HINT } from './file-field';
import { renderControlled } from './testing';

const pdf = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** The widget holds no value of its own: its host keeps the chosen file's name. */
function renderFile(extra: Partial<Parameters<typeof FileField>[0]> = {}) {
  const refused: string[] = [];
  const view = renderControlled<string | null>(null, (value, onChange) => (
    <FileField
      name="w9File"
      label="W9 File"
      hint={UPLOAD_HINT}
      current={value ? { caption: 'Selected: ', name: value } : null}
      onChoose={(file) => onChange(file.name)}
      onRefuse={(message) => refused.push(message)}
      onRemove={() => onChange(null)}
      removeLabel="Remove the selected W9 File"
      {...extra}
    />
  ));
  return { ...view, refused };
}

describe('FileField', () => {
  it('names the chosen file, with the types it takes as its hint, and removes it', async () => {
    const { user } = renderFile();
    const input = screen.getByLabelText(/^W9 File/);
    expect(input).toHaveAccessibleDescription(UPLOAD_HINT);
    await user.upload(input, pdf('w9.pdf'));
    expect(screen.getByText('Selected: w9.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the selected W9 File' }));
    expect(screen.queryByText('Selected: w9.pdf')).not.toBeInTheDocument();
  });

  it('refuses a file too large or of another type at once, and keeps none', async () => {
    const { user, refused } = renderFile();
    await user.upload(screen.getByLabelText(/^W9 File/), pdf('w9.pdf', 25 * 1024 * 1024 + 1));
    // The picker's accept list hides other types; a file dropped or typed in by path still arrives.
    fireEvent.change(screen.getByLabelText(/^W9 File/), { target: { files: [new File(['x'], 'w9.exe', { type: 'application/octet-stream' })] } });
    expect(refused).toEqual(['File size should be less than or equal to 25MB', 'Invalid file format']);
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
  });

  it('shows its error, and says when an upload is under way', () => {
    renderFile({ error: 'W9 File is required', busy: true });
    expect(screen.getByText('W9 File is required')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading...');
    expect(screen.getByLabelText(/^W9 File/)).toBeDisabled();
  });

  it('a file that can be opened is a link-like button', async () => {
    const onOpen = vi.fn();
    const { user } = renderFile({ current: { name: 'osha.pdf', onOpen, openLabel: 'Open osha.pdf (OSHA 300A) in a new tab' } });
    await user.click(screen.getByRole('button', { name: 'Open osha.pdf (OSHA 300A) in a new tab' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('read-only: the stored name, or "No file uploaded", in a read-only input, and no picker', () => {
    const { unmount } = renderFile({ readOnly: true, current: { name: 'w9-2025.pdf' } });
    expect(screen.getByLabelText('W9 File')).toHaveValue('w9-2025.pdf');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    unmount();
    renderFile({ readOnly: true });
    expect(screen.getByLabelText('W9 File')).toHaveValue('No file uploaded');
    expect(screen.getByLabelText('W9 File')).toHaveAttribute('readonly');
  });
});
