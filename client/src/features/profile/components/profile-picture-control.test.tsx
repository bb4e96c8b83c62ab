import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MESSAGES } from '@portal/common/validation/profile-picture';
import { graphql, http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalClient } from '../../../api/create-portal-client';
import { setSessionCookie } from '../../../test/session-cookie';
import { App } from '../../../app/app';
import { makeSession, TEST_USERS } from '../../../test/make-session';
import { server } from '../../../test/msw-server';
import type { SquareMode } from '../square-image';
import { ProfilePictureControl } from './profile-picture-control';

const USER_ID = TEST_USERS.VENDOR_USER.userId;
const PICTURE = `/api/v1/users/${USER_ID}/profile-picture?v=0123456789abcdef`;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// jsdom has no object URLs; the preview only needs an address.
const created: Blob[] = [];
const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeAll(() => {
  URL.createObjectURL = (b: Blob) => `blob:preview-${created.push(b)}`;
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  URL.createObjectURL = saved.create;
  URL.revokeObjectURL = saved.revoke;
});

/** jsdom cannot draw on a canvas (the e2e test runs the real one): the square is a blob that names the mode it was made with. */
const prepared: SquareMode[] = [];
const prepare = async (_file: Blob, mode: SquareMode) => {
  prepared.push(mode);
  return new Blob([new Uint8Array(PNG_SIGNATURE), mode], { type: 'image/png' });
};

function renderControl(src: string | null = null) {
  setSessionCookie(makeSession('VENDOR_USER'));
  const holder: { client?: ApolloClient } = {};
  // Its own Apollo provider: the control needs one wherever the app places it.
  const Screen = () => (
    <ApolloProvider client={holder.client!}>
      <ProfilePictureControl userId={USER_ID} name="Vera Vendor" src={src} prepare={prepare} />
    </ApolloProvider>
  );
  const router = createMemoryRouter([{ path: '/', Component: Screen }]);
  holder.client = createPortalClient(router);
  render(<App router={router} client={holder.client} />);
  // A picture chosen by dragging or from another app is not held back by the input's accept list.
  return userEvent.setup({ applyAccept: false });
}

/** Answers the upload (a GraphQL multipart request) and records the mutation's variables and the file sent. */
function recordUploads(answer?: () => Response) {
  const seen: { userId: string; bytes: Uint8Array; type: string }[] = [];
  server.use(
    http.post('*/graphql', async ({ request }) => {
      if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return undefined;
      const form = await request.formData();
      const ops = JSON.parse(String(form.get('operations'))) as { operationName: string; variables: { userId: string } };
      expect(ops.operationName).toBe('UploadProfilePicture');
      const map = JSON.parse(String(form.get('map'))) as Record<string, string[]>;
      const file = form.get(Object.keys(map)[0]!) as File;
      seen.push({ userId: ops.variables.userId, bytes: new Uint8Array(await file.arrayBuffer()), type: file.type });
      if (answer) return answer();
      return HttpResponse.json({ data: { uploadProfilePicture: { __typename: 'User', userId: ops.variables.userId, profilePic: PICTURE } } });
    }),
  );
  return seen;
}

const chooser = () => screen.getByLabelText('Choose a profile picture');
const png = (size = 100) => new File([new Uint8Array(PNG_SIGNATURE), new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('ProfilePictureControl', () => {
  it('uploads the square the user saw, cropped or fitted as chosen', async () => {
    const uploads = recordUploads();
    prepared.length = 0;
    const user = renderControl();
    await user.upload(chooser(), png());
    expect(await screen.findByAltText('Preview of the new profile picture')).toBeInTheDocument();
    expect(prepared).toEqual(['crop']);

    await user.click(screen.getByText('Fit the whole picture'));
    await waitFor(() => expect(prepared).toEqual(['crop', 'fit']));
    await user.click(screen.getByRole('button', { name: 'Save Picture' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.userId).toBe(USER_ID);
    expect(uploads[0]!.type).toBe('image/png');
    expect(new TextDecoder().decode(uploads[0]!.bytes.slice(PNG_SIGNATURE.length))).toBe('fit');
    // Saved: the preview closes.
    await waitFor(() => expect(screen.queryByAltText('Preview of the new profile picture')).not.toBeInTheDocument());
  });

  it('refuses another type and a picture over 5 MB at once, with a clear message and no upload', async () => {
    const uploads = recordUploads();
    const user = renderControl();
    await user.upload(chooser(), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_PICTURE_MESSAGES.invalidType);
    await user.upload(chooser(), png(PROFILE_PICTURE_MAX_BYTES));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_PICTURE_MESSAGES.tooLarge);
    expect(screen.queryByRole('button', { name: 'Save Picture' })).not.toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it("shows the server's refusal beside the control", async () => {
    recordUploads(() => HttpResponse.json({ data: null, errors: [{ message: PROFILE_PICTURE_MESSAGES.invalidType, extensions: { code: 'BAD_USER_INPUT' } }] }));
    const user = renderControl();
    await user.upload(chooser(), png());
    await user.click(await screen.findByRole('button', { name: 'Save Picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_PICTURE_MESSAGES.invalidType);
  });

  it('removes a picture', async () => {
    const removed: string[] = [];
    server.use(
      http.get(`*${PICTURE.split('?')[0]}`, () => new HttpResponse(new Uint8Array(PNG_SIGNATURE), { headers: { 'content-type': 'image/png' } })),
      graphql.mutation<Record<string, unknown>, { userId: string }>('RemoveProfilePicture', ({ variables }) => {
        removed.push(variables.userId);
        return HttpResponse.json({ data: { removeProfilePicture: { __typename: 'User', userId: variables.userId, profilePic: null } } });
      }),
    );
    const user = renderControl(PICTURE);
    expect(screen.getByRole('button', { name: 'Change Picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Picture' }));
    await waitFor(() => expect(removed).toEqual([USER_ID]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
