import { Schema } from 'mongoose';

/** A line of a cart's payment and of its order, priced when paid. */
export const orderLineSchema = new Schema(
  {
    productId: { type: String, required: true },
    name: { type: String, required: true },
    category: { type: String, required: true },
    unitPriceCents: { type: Number, required: true },
    quantity: { type: Number, required: true },
  },
  { _id: false },
);
