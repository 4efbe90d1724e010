// Two students share a double through an invitation: the first pays for bed A and invites the second
// from the profile; the second accepts, books bed B and pays; each then sees the other's name, and only they do.
import {
  bookUpToPayment,
  expect,
  expectNoAxeViolations,
  expectNotice,
  latestMailTo,
  newStudent,
  payWith,
  pickVacantDouble,
  screenshotAtWidths,
  signInAsStudent,
  test,
} from '../fixtures';

test('when a student invites a friend to the other bed of their double, then the friend accepts, pays and they are roommates', async ({
  page,
  browser,
}) => {
  // Two students, two payments, two profiles.
  test.slow();
  const first = await newStudent('roommate-first', 'Kanhar');
  const friend = await newStudent('roommate-friend', 'Kanhar');
  const room = await pickVacantDouble('Kanhar');
  const place = `Kanhar, Wing ${room.wing} · Room ${room.number}`;

  await signInAsStudent(page, first);
  await bookUpToPayment(page, room, 'Kabir Rao');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.locator('.success-card__facts')).toContainText(`${place} · Bed A`);

  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Roommate', exact: true });
  await expect(panel).toContainText(`Your bed: Bed A, ${place}.`);
  await expect(panel).toContainText('Bed B is free: invite the student you want to share with.');
  await panel.getByRole('button', { name: 'Invite roommate' }).click();
  await expect(panel.getByText("Enter your roommate's email address")).toBeVisible();
  await panel.getByRole('textbox', { name: "Roommate's email" }).fill(friend.email);
  await panel.getByRole('button', { name: 'Invite roommate' }).click();
  await expectNotice(
    page,
    'success',
    /^Invitation sent to \S+@e2e\.hostel\.local\. The bed is kept for them until .+\.$/,
  );
  await expect(panel).toContainText(`Bed B is kept for ${friend.email}, who has not answered yet.`);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'roommate-invited');

  // The friend hears of it by email, and in their own browser follows its link to accept and book bed B.
  const mail = await latestMailTo(friend.email, { timeout: 20_000 });
  expect(mail.Subject).toBe(`Roommate invitation: Kanhar, room ${room.number}`);
  expect(mail.Text).toContain(`bed B of room ${room.number}, ${room.wing} wing, Kanhar is kept for you until`);
  expect(mail.Text).not.toContain('Kabir Rao');
  const answer = /Answer the invitation: (\S+)/.exec(mail.Text)?.[1] ?? '';
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await signInAsStudent(friendPage, friend, { at: answer });
  await expect(friendPage).toHaveURL('/profile');
  const invitation = friendPage.getByRole('region', { name: 'Roommate', exact: true });
  await expect(invitation).toContainText(`Kabir Rao invites you to share ${place}: bed B is kept for you until`);
  await expectNoAxeViolations(friendPage);
  await screenshotAtWidths(friendPage, 'roommate-invitation');
  await invitation.getByRole('button', { name: 'Accept and book' }).click();
  await expect(friendPage).toHaveURL(new RegExp(`/status/Kanhar/booknow/${room.id}$`));
  await bookUpToPayment(friendPage, room, 'Ishaan Verma');
  await payWith(friendPage, '4242 4242 4242 4242');
  await expect(friendPage.locator('.success-card__facts')).toContainText(`${place} · Bed B`);

  // Roommates see each other's names.
  await friendPage.goto('/profile');
  await expect(friendPage.getByRole('region', { name: 'Roommate', exact: true })).toContainText(
    'Your roommate in bed A: Kabir Rao',
  );
  await friendContext.close();
  await page.reload();
  await expect(panel).toContainText('Your roommate in bed B: Ishaan Verma');
  await expect(panel.getByRole('button', { name: 'Invite roommate' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'roommate-named');
});
