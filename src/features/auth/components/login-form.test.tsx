import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RouterHarness } from '@/test/router';
import { LOGIN_DATA } from '@/test/signed-in';
import { LoginForm } from './login-form';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for username and password without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RouterHarness component={() => <LoginForm onSignedIn={() => {}} />} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('please enter username')).toBeInTheDocument();
    expect(screen.getByText('please enter password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a server 422 under the field, mapping email to username, and clears the loading state', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/auth/client-login'))
          return json(200, { status: true, message: 'OK', data: { clientToken: 'c', expiresIn: 600 } });
        await gate;
        return json(422, { status: false, message: 'Invalid', data: null, errors: { email: ['No such account'] } });
      }),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<RouterHarness component={() => <LoginForm onSignedIn={onSignedIn} />} />);
    await userEvent.type(await screen.findByLabelText(/Email or username/), 'someone@x.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
    const button = screen.getByRole('button', { name: 'Login' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(await screen.findByText('No such account')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email or username/)).toHaveAttribute('aria-invalid', 'true');
    expect(button).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in with client login first, then user login with the client token', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${url} ${(init.headers as Record<string, string>)['X-Client-Token'] ?? ''}`.trim());
        if (url.endsWith('/auth/client-login'))
          return json(200, { status: true, message: 'OK', data: { clientToken: 'ct', expiresIn: 600 } });
        return json(200, { status: true, message: 'OK', data: LOGIN_DATA });
      }),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<RouterHarness component={() => <LoginForm onSignedIn={onSignedIn} />} />);
    await userEvent.type(await screen.findByLabelText(/Email or username/), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(calls).toEqual(['/api/v1/auth/client-login', '/api/v1/auth/login ct']);
    expect(onSignedIn.mock.calls[0]?.[1]).toBe(false);
    expect(JSON.parse(localStorage.getItem('current-user') ?? '{}').accessToken).toBe(LOGIN_DATA.accessToken);
  });

  it('sends the device token when the permission is granted, and takes the fallback path when the request throws', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.endsWith('/auth/client-login'))
          return json(200, { status: true, message: 'OK', data: { clientToken: 'ct', expiresIn: 600 } });
        bodies.push(JSON.parse(String(init.body)));
        return json(200, { status: true, message: 'OK', data: LOGIN_DATA });
      }),
    );
    const onSignedIn = vi.fn();
    const withToken = renderWithProviders(
      <RouterHarness
        component={() => <LoginForm onSignedIn={onSignedIn} getDeviceToken={async () => 'fcm-device-token'} />}
      />,
    );
    await userEvent.type(await screen.findByLabelText(/Email or username/), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(bodies[0]).toEqual({ username: 'admin@demo.test', password: 'Demo@12345', deviceToken: 'fcm-device-token' });
    expect(onSignedIn.mock.calls[0]?.[1]).toBe(false);
    withToken.unmount();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(
      <RouterHarness
        component={() => (
          <LoginForm
            onSignedIn={onSignedIn}
            getDeviceToken={async () => {
              throw new Error('permission request failed');
            }}
          />
        )}
      />,
    );
    await userEvent.type(await screen.findByLabelText(/Email or username/), 'admin@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(2));
    expect(bodies[1]).toEqual({ username: 'admin@demo.test', password: 'Demo@12345' });
    // The fallback path: signed in without a token, and the screen will not reload.
    expect(onSignedIn.mock.calls[1]?.[1]).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
