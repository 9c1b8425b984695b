import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import type { Product } from '@pickup/contracts/schemas';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { SectionCard } from '../../../components/page/section-card';
import { usePopularProductsQuery } from '../api/dashboard-api';
import { ProductChoices } from './product-choices';

function orderedHint(product: Product): string {
  if (product.orderCount === 0) return 'New';
  return `Ordered ${product.orderCount.toLocaleString('en-US')} time${product.orderCount === 1 ? '' : 's'}`;
}

/** Popular Items: what the household orders most, then what the business's households order most. */
export function PopularItemsPanel({ onChoose }: { onChoose: (product: Product) => void }) {
  const popular = usePopularProductsQuery(undefined);
  return (
    <SectionCard title="Popular Items" description="What households here order most.">
      {popular.isLoading ? (
        <LoadingState label="Loading popular items" />
      ) : popular.isError || !popular.data ? (
        <ErrorState title="Popular items could not load" onRetry={() => void popular.refetch()} />
      ) : popular.data.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<StorefrontIcon />}
          title="Nothing for sale yet"
          description="Extras the business sells, like eggs or compost, show here."
        />
      ) : (
        <ProductChoices
          products={popular.data}
          label="Popular items"
          onChoose={onChoose}
          hint={orderedHint}
        />
      )}
    </SectionCard>
  );
}
