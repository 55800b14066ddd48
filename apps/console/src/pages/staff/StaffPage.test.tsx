import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import { listStaff, unlockStaffFactor, type StaffMember } from '@school/contract/api/admin/staff';
import { fakeServer, ok, type FakeServer } from '../../test/fakeServer.ts';
import StaffPage from './StaffPage.tsx';

vi.mock('../../lib/me.ts', () => ({ useMe: () => ({ data: { staffId: 1, role: 'owner' } }) }));

/**
 * Issue 25: the owner sees a member whose second factor is locked (10 wrong codes) in the staff
 * list, and unlocks it after confirming; a member who is not locked has no unlock button.
 */
describe('StaffPage', () => {
  const member = (over: Partial<StaffMember>): StaffMember => ({
    staffId: 2,
    name: '张财务',
    phone: '13700000003',
    role: 'finance',
    status: 'active',
    totpEnabled: true,
    hasPassword: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    lastSignInAt: null,
    factorLockedUntil: null,
    ...over,
  });
  let server: FakeServer;
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const until = new Date(Date.now() + 3600_000).toISOString();
    server = fakeServer();
    server.answer(
      listStaff,
      ok({
        list: [
          member({ factorLockedUntil: until }),
          member({ staffId: 3, name: '陈内容', role: 'content', totpEnabled: false }),
        ],
        total: 2,
      }),
    );
    server.answer(unlockStaffFactor, ok(member({})));
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a locked second factor and unlocks it', async () => {
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <App>
            <StaffPage />
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/验证已锁定/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /解锁验证/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '解锁验证 张财务' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(server.callsTo(unlockStaffFactor)[0]?.body).toEqual({ staffId: 2 }));
  }, 30_000);
});
