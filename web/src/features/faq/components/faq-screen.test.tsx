import { json, mockApi } from '../../../../test/api-mock';
import { signIn, waitFor, type RenderedApp } from '../../../../test/render-app';
import { screenTests } from '../../../../test/screen-tests';

const open = screenTests();
const contacts = {
  businessName: 'Maple Street Compost',
  phone: '(207) 555-0142',
  email: 'hello@maplestreet.example',
  website: 'maplestreet.example',
};
const extraBucket = {
  id: '670000000000000000000003',
  name: 'Extra Bucket',
  description: 'A second 5-gallon bucket',
  price: 7,
  category: 'supplies',
  active: true,
  orderCount: 4,
};

const faqShown = (rendered: RenderedApp) => rendered.container.querySelectorAll('[data-faq]').length === 6;
const openFaq = async (path = '/faq') => {
  signIn('customer');
  return open(path, faqShown, 'the FAQ');
};
const answer = (rendered: RenderedApp, index: number) =>
  rendered.container.querySelector(`[data-faq="${index}"]`);

describe('the FAQ', () => {
  it("gives the guidance and six questions, with the business's own contacts and extra-bucket price", async () => {
    mockApi({
      'GET /api/support/contacts': json(contacts),
      'GET /api/products/purchasable': json([extraBucket]),
    });
    const rendered = await openFaq('/acme/faq');
    expect(rendered.text()).toContain('Meat, fish and bones: our hot composting');
    expect(rendered.text()).toContain('Put your bucket curbside by 7 AM');
    const price = () => rendered.container.querySelector('[data-extra-bucket-price]')?.textContent;
    await waitFor(() => price() === '$7.00 per month', 'the business’s price');
    const damaged = answer(rendered, 2);
    expect(damaged?.textContent).toContain('free of charge');
    expect(damaged?.querySelector('a[href="tel:2075550142"]')?.textContent).toBe(contacts.phone);
    expect(damaged?.querySelector(`a[href="mailto:${contacts.email}"]`)?.textContent).toBe(contacts.email);
    // Pausing points to Update Preferences on the schedule page, under the business's slug.
    expect(answer(rendered, 1)?.textContent).toContain('Update Preferences');
    expect(answer(rendered, 1)?.querySelector('a')?.getAttribute('href')).toBe('/acme/schedule');
  });

  it("says the spec's 5 dollars a month when the business sells no Extra Bucket", async () => {
    mockApi({
      'GET /api/support/contacts': json({ ...contacts, phone: '', email: '' }),
      'GET /api/products/purchasable': json([{ ...extraBucket, name: 'Compost Bag' }]),
    });
    const rendered = await openFaq();
    await waitFor(
      () => rendered.container.querySelector('[data-extra-bucket-price]')?.textContent === '$5.00 per month',
      'the default price',
    );
    expect(answer(rendered, 2)?.textContent).toContain('Contact us through Support Chat');
  });
});
