import { describe, expect, it } from 'vitest';
import { hrefOf, paths } from './paths';

describe('paths', () => {
  it('keeps the specification’s URLs for each page', () => {
    expect(hrefOf(paths.booking('b-1'))).toBe('/orders/order_details/b-1');
    expect(hrefOf(paths.customer('c-1'))).toBe('/users/customerlist/view_customer/c-1');
    expect(hrefOf(paths.provider('p-1'))).toBe('/userss/service_providers/services-details?id=p-1');
    expect(hrefOf(paths.merchantEdit('m-1'))).toBe('/merchants/edit_merchant?id=m-1');
    expect(hrefOf(paths.productEdit('x'))).toBe('/product/add-product?id=x');
    expect(hrefOf(paths.product('x'))).toBe('/product/view-product-Details/x');
    expect(hrefOf(paths.subAdminRequests())).toBe('/sub-admins?status=requested');
    expect(hrefOf(paths.report('orders'))).toBe('/reports/orders');
    expect(hrefOf(paths.dashboard())).toBe('/dashboard');
  });

  it('encodes what a parameter or a search value holds', () => {
    expect(hrefOf(paths.booking('a/b?c'))).toBe('/orders/order_details/a%2Fb%3Fc');
    expect(hrefOf(paths.provider('a&b=c'))).toBe('/userss/service_providers/services-details?id=a%26b%3Dc');
  });

  it('builds what the router takes: the route, its params and its search', () => {
    expect(paths.booking('b-1')).toEqual({ to: '/orders/order_details/$id', params: { id: 'b-1' } });
    expect(paths.merchant('m-1')).toEqual({ to: '/merchants/merchant-details', search: { id: 'm-1' } });
  });
});
