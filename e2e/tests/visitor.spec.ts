// A visitor browses the public pages through the top navigation, by mouse and by keyboard, on desktop and phone.
import { expect, expectNotice, listHostels, supabaseFetch, test, uniqueEmail } from '../fixtures';

test.describe('visitor', () => {
  test('when a visitor opens the landing page, then hero, blurbs, counters, calls to action and footer are there', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your home away from home' })).toBeVisible();
    for (const blurb of [
      'Room allocation',
      'Centralized communication',
      'Maintenance management',
      'Dining management',
      'Visitor management',
    ]) {
      await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
    }
    for (const [label, value] of [
      ['Rooms', '567'],
      ['Students', '1578'],
      ['Staff', '340'],
      ['Events', '350'],
    ] as const) {
      await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${value}$`) })).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/create_account/student');
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login/student');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('contentinfo')).toContainText('© 2024–2025 Campus Hostel');

    await page.getByRole('button', { name: 'Get Started' }).click();
    await expectNotice(page, 'success', 'Start with login: sign in, or create a student account if you are new here.');

    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/about');
    for (const heading of ['Our mission', 'What we offer', 'Our team']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
  });

  test('when a visitor uses the menus, then each link lands on its page and section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');

    await nav.getByRole('button', { name: 'Status' }).click();
    await nav.getByRole('link', { name: 'Room Availability' }).click();
    await expect(page).toHaveURL('/status?section=room-availability');
    await expect(page.getByRole('heading', { name: 'Room Availability' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Room Availability' })).toBeInViewport();

    await nav.getByRole('button', { name: 'Hostels' }).click();
    await nav.getByRole('link', { name: 'Gopad' }).click();
    await expect(page).toHaveURL('/Hostels#gopad');
    await expect(page.locator('#gopad')).toBeInViewport();
    await expect(page.locator('#gopad')).toContainText('486 + 12 for persons with disabilities');

    await page.locator('#Shivnath').getByRole('link', { name: 'Check Room Availability' }).click();
    await expect(page).toHaveURL('/status?section=room-availability');

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(nav.getByRole('link', { name: 'Complaint' })).toHaveAttribute('href', '/complaint');

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Login' }).click();
    await expect(header.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/auth/login/admin');
    await header.getByRole('link', { name: 'Student Login' }).click();
    await expect(page).toHaveURL('/auth/login/student');
    await expect(page.getByRole('heading', { level: 1, name: 'Student Login' })).toBeVisible();
  });

  test('when a visitor uses only the keyboard, then the dropdowns open, move, close on Escape and follow links', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const status = header.getByRole('button', { name: 'Status' });
    await status.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Application Status' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('link', { name: 'Complaint Status' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(status).toHaveAttribute('aria-expanded', 'false');
    await expect(status).toBeFocused();

    const hostels = header.getByRole('button', { name: 'Hostels' });
    await hostels.focus();
    await page.keyboard.press('ArrowDown');
    const [first, ...others] = await listHostels();
    const last = others.at(-1) ?? first;
    if (!first || !last) throw new Error('no hostels');
    await expect(header.getByRole('link', { name: first.name })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(header.getByRole('link', { name: last.name })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/Hostels#${last.anchor}`);
    await expect(hostels).toHaveAttribute('aria-expanded', 'false');

    // A click outside closes an open menu.
    await header.getByRole('button', { name: 'Login' }).click();
    await expect(header.getByRole('link', { name: 'Student Login' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(header.getByRole('link', { name: 'Student Login' })).toBeHidden();
  });

  test('when the screen is 360 px wide, then a menu button reveals the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Hostels' }).click();
    await nav.getByRole('link', { name: 'Indravati' }).click();
    await expect(page).toHaveURL('/Hostels#indravati');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scrolling at 360 px').toBe(0);
  });

  test('when a visitor reads the hostels page, then every hostel has its card and the four carry the spec facts', async ({
    page,
  }) => {
    const hostels = await listHostels();
    await page.goto('/Hostels');
    for (const hostel of hostels) {
      await expect(page.locator(`[id="${hostel.anchor}"]`)).toContainText(`${hostel.name} (${hostel.code})`);
    }
    await expect(page.locator('#kanhar')).toContainText('Kanhar (BH1)');
    await expect(page.locator('#kanhar')).toContainText('476 + 12 for persons with disabilities');
    await expect(page.locator('#gopad')).toContainText('Gopad (BH2)');
    await expect(page.locator('#indravati')).toContainText('Indravati (GH1)');
    await expect(page.locator('#indravati')).toContainText('Girls');
    await expect(page.locator('#indravati')).toContainText('316 + 8');
    await expect(page.locator('#Shivnath')).toContainText('Shivnath (MSH)');
    await expect(page.locator('#Shivnath')).toContainText('Married students');
    for (const anchor of ['kanhar', 'gopad', 'indravati', 'Shivnath']) {
      await expect(page.locator(`[id="${anchor}"]`)).toContainText('Air-conditioned, Wi-Fi');
    }
    // A guest house's card leads to its own rooms, let by the night; the students' hostels' to the availability counts.
    const guestHouses = (await supabaseFetch('/rest/v1/hostels?select=name&kind=eq.guest')) as unknown[];
    await expect(page.getByRole('link', { name: 'Check Room Availability' })).toHaveCount(
      hostels.length - guestHouses.length,
    );
    await expect(page.getByRole('link', { name: 'Book a guest room' })).toHaveCount(guestHouses.length);
  });

  test('when an address is unknown, then a not-found page in the frame offers a way home; a wrong user type gets the error screen', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/auth/login/teacher');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('when a visitor follows the short sign-in addresses, then they land on the right sign-in page', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/auth/login/student');
    await page.goto('/signin');
    await expect(page).toHaveURL('/auth/login/student');
    await page.goto('/auth/admin');
    await expect(page).toHaveURL('/auth/login/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('when a visitor subscribes to the newsletter, then bad, new and repeated addresses each get their answer', async ({
    page,
    consoleWatch,
  }) => {
    // The repeat answers 409 (unique email), which Chromium logs as a failed resource.
    consoleWatch.expectConsoleError(/status of 409/);
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Email address');
    await field.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter a valid email address, for example name@example.com');

    const email = uniqueEmail('news');
    await field.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expectNotice(page, 'success', 'Thanks for subscribing!');
    await expect(field).toHaveValue('');

    await field.fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expectNotice(page, 'success', "You're already subscribed — thank you!");
  });

  test('when the built site is served, then it carries its CSP and refuses to be framed, and an injected inline script does not run', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectConsoleError(/Content Security Policy/);
    const response = await page.goto('/status');
    const headers = response?.headers() ?? {};
    // The site's own scripts, its one inline boot script by hash, and Stripe's: nothing else.
    expect(headers['content-security-policy']).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/js\.stripe\.com;/,
    );
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // An inline script an attacker slipped into the page would not run.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
  });
});

test.describe('addresses that name a part of a page', () => {
  for (const width of [360, 1280]) {
    test(`when ?section= or #anchor is loaded directly at ${width} px, then that part is in view once the page has filled in`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 720 });
      const hostels = await listHostels();
      const last = hostels.at(-1);
      if (!last) throw new Error('no hostels');
      for (const [address, target] of [
        ['/status?section=notices', '#notices'],
        ['/status?section=room-availability', '#room-availability'],
        [`/Hostels#${last.anchor}`, `[id="${last.anchor}"]`],
      ] as const) {
        await page.goto(address);
        await expect(page.locator(target)).toBeVisible();
        // Lists arrive and the footer loads after the first scroll: the part stays at the top (below the sticky header).
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => page.locator(target).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
          .toBeLessThan(120);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        expect(await page.locator(target).evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
          -2,
        );
      }
    });
  }
});
