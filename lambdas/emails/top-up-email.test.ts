import { feeQuoteFixture } from '../../shared/pricing/quote-fixture.test-support';
import { storedOrder } from '../testing/order-fixture';
import { topUpEmailForOrder } from './top-up-email';

const brand = { name: 'Roamly', fullName: 'Roamly Travel eSIM', colors: { primary: '#2e75b6' } };

describe('topUpEmailForOrder', () => {
  it("lists the top-up's price lines as its order page does, adding up to the total", () => {
    const order = storedOrder({ kind: 'topup', target_iccid: '8944000000000000123', coupon_code: 'ALMOST' });
    order.order_data.quote = feeQuoteFixture();
    const mail = topUpEmailForOrder(order, brand, 'https://shop.example');
    expect(mail.text).toContain(
      [
        'Order summary:',
        'Price: €4.17',
        'Coupon discount (ALMOST): -€3.97',
        'Processing fee: €0.30',
        'Total: €0.50',
        'Subtotal (excl. tax): €0.41',
        'Sales Tax (21%) included: €0.09',
      ].join('\n'),
    );
    expect(mail.html).toContain('Order summary');
    expect(mail.html).toContain('Processing fee</th><td align="right">€0.30</td>');
  });
});
