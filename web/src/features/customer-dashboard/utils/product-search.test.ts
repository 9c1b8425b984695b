import { products } from '../testing/dashboard-fixtures';
import { matchProducts } from './product-search';

describe('Quick Order matches', () => {
  it('match nothing while the text is blank', () => {
    expect(matchProducts(products, '')).toEqual([]);
    expect(matchProducts(products, '   ')).toEqual([]);
  });

  it('are at most 5, those whose name starts with the text first', () => {
    const names = matchProducts(products, 'egg').map((product) => product.name);
    expect(names).toHaveLength(5);
    expect(names[0]).toBe('Egg Carton Return');
  });

  it('hold every typed word, in any field, whatever the case', () => {
    expect(matchProducts(products, 'FINISHED compost').map((product) => product.name)).toEqual([
      'Finished Compost Bag',
    ]);
    expect(matchProducts(products, 'supplies bucket').map((product) => product.name)).toEqual([
      'Extra Bucket',
    ]);
  });
});
