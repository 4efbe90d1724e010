// The office list: a list of 120 rooms read a page at a time from an in-memory stand-in for the database, searched,
// filtered and paged through the URL as every office page is.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { RouterProvider, createMemoryRouter, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SelectField, TextField } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import type { Page } from '../../../lib/pages';
import { useQuery } from '../../../lib/use-query';
import { listSummary, OfficeList, SearchPanel, usePageInRange, useTypedSearch } from './office-list';

const PAGE_SIZE = 50;

interface Room {
  id: number;
  name: string;
  kind: 'single' | 'double';
}

// Rooms 1–120; every third is a single, and rooms 7, 17, …, 117 face the garden.
const ROOMS: Room[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  name: `Room ${index + 1}${(index + 1) % 10 === 7 ? ' (garden)' : ''}`,
  kind: (index + 1) % 3 === 0 ? 'single' : 'double',
}));

type Answer = Page<Room> | 'fail';

function readRooms(
  query: string,
  kind: string,
  page: number,
  answer: (page: Page<Room>) => Answer,
): Promise<Page<Room>> {
  const matching = ROOMS.filter((room) => room.name.includes(query) && (kind === '' || room.kind === kind));
  const found = answer({
    rows: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching.length,
  });
  return found === 'fail' ? Promise.reject(new Error('down')) : Promise.resolve(found);
}

function paramsOf(query: string, kind: string, page: number): string {
  const params = new URLSearchParams();
  if (query !== '') params.set('q', query);
  if (kind !== '') params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

function RoomList({ answer }: { answer: (page: Page<Room>) => Answer }) {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const kind = params.get('kind') ?? '';
  const page = Number(params.get('page') ?? '1');
  const rooms = useQuery(`rooms?${paramsOf(query, kind, page)}`, () => readRooms(query, kind, page, answer));
  const [typed, setTyped] = useTypedSearch(query);
  const total = rooms.data?.total;
  const searchFor = (to: number) => paramsOf(query, kind, to);
  const { pages, current } = usePageInRange({ page, pageSize: PAGE_SIZE, total }, searchFor);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsOf(typed, kind, 1));
  };
  return (
    <OfficeList
      search={
        <SearchPanel
          label="Find rooms"
          onSubmit={search}
          fields={
            <>
              <TextField
                label="Search"
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
              <SelectField
                label="Kind"
                placeholder="Any kind"
                options={[
                  { value: 'single', label: 'Single' },
                  { value: 'double', label: 'Double' },
                ]}
                value={kind}
                onChange={(event) => setParams(paramsOf(query, event.target.value, 1))}
              />
            </>
          }
          summary={listSummary(
            { loading: 'Loading rooms…', none: 'No rooms to show', one: 'room', many: 'rooms' },
            { page: current, pageSize: PAGE_SIZE, shown: rooms.data?.rows.length ?? 0, total },
          )}
          actions={
            <Button type="submit" variant="secondary">
              Search
            </Button>
          }
        />
      }
      load={{
        status: rooms.status,
        loaded: rooms.data !== undefined,
        total,
        reload: rooms.reload,
        loading: 'Loading rooms…',
        failed: 'The rooms could not be loaded right now.',
        failedRole: 'alert',
        empty: 'Nothing matches these filters.',
      }}
      pager={{ title: 'Rooms', page: current, pages, searchFor }}
    >
      <ul aria-label="Rooms">
        {(rooms.data?.rows ?? []).map((room) => (
          <li key={room.id}>{room.name}</li>
        ))}
      </ul>
    </OfficeList>
  );
}

function renderList(route = '/rooms', answer: (page: Page<Room>) => Answer = (page) => page) {
  const router = createMemoryRouter([{ path: '/rooms', element: <RoomList answer={answer} /> }], {
    initialEntries: [route],
  });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const summary = () => within(screen.getByRole('search', { name: 'Find rooms' })).getByText(/^Showing|^No |^Loading/);
const shownRooms = () => within(screen.getByRole('list', { name: 'Rooms' })).queryAllByRole('listitem');

describe('OfficeList', () => {
  it('when the list opens, then the summary says which of how many are shown and the pager says where it is', async () => {
    renderList();
    expect(summary()).toHaveTextContent('Loading rooms…');
    expect(await screen.findByText('Showing 1–50 of 120 rooms')).toBeInTheDocument();
    expect(shownRooms()).toHaveLength(50);
    const pages = screen.getByRole('navigation', { name: 'Rooms pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Previous' })).toBeNull();
  });

  it('when Next and Last are followed, then the pager moves, the URL keeps the page and the summary follows', async () => {
    const { user, router } = renderList();
    // The pager is read afresh after each move: it is drawn again once the new page's count is in.
    const pager = () => screen.getByRole('navigation', { name: 'Rooms pages' });
    await screen.findByText('Showing 1–50 of 120 rooms');
    await user.click(within(pager()).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–100 of 120 rooms')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(within(pager()).getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(within(pager()).getByRole('link', { name: 'Last' }));
    expect(await screen.findByText('Showing 101–120 of 120 rooms')).toBeInTheDocument();
    expect(shownRooms()[0]).toHaveTextContent('Room 101');
    expect(within(pager()).queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('when a search is submitted, then only matching rows are shown, on one page, and the summary counts them', async () => {
    const { user, router } = renderList('/rooms?page=2');
    await screen.findByText('Showing 51–100 of 120 rooms');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'garden{Enter}');
    expect(await screen.findByText('Showing 12 rooms')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=garden');
    expect(shownRooms().map((item) => item.textContent)).toContain('Room 117 (garden)');
    expect(screen.queryByRole('navigation', { name: 'Rooms pages' })).toBeNull();
  });

  it('when a filter is chosen, then the list narrows to it and starts again at page 1', async () => {
    const { user, router } = renderList('/rooms?page=3');
    await screen.findByText('Showing 101–120 of 120 rooms');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'single');
    expect(await screen.findByText('Showing 40 rooms')).toBeInTheDocument();
    // The address is put right after the rows show, in an effect.
    await waitFor(() => expect(router.state.location.search).toBe('?kind=single'));
    expect(shownRooms()[0]).toHaveTextContent('Room 3');
  });

  it('when the URL asks for a page past the end, then the list steps back to the last page there is', async () => {
    const { router } = renderList('/rooms?kind=single&page=5');
    expect(await screen.findByText('Showing 40 rooms')).toBeInTheDocument();
    // The address is put right after the rows show, in an effect.
    await waitFor(() => expect(router.state.location.search).toBe('?kind=single'));
  });

  it('when nothing matches, then the summary and the empty line say so', async () => {
    const { user } = renderList();
    await screen.findByText('Showing 1–50 of 120 rooms');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'attic{Enter}');
    expect(await screen.findByText('No rooms to show')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(shownRooms()).toHaveLength(0);
  });

  it('when the rows cannot be read, then it says so and Try again reads them again', async () => {
    let failures = 1;
    const { user } = renderList('/rooms', (page) => (failures-- > 0 ? 'fail' : page));
    expect(await screen.findByRole('alert')).toHaveTextContent('The rooms could not be loaded right now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–50 of 120 rooms')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
