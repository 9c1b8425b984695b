import {
  createWeightEntryBody,
  updateWeightEntryBody,
  z,
  type ContaminationMaterial,
  type UpdateWeightEntryBody,
  type WeightEntry,
} from '@pickup/contracts/schemas';

/** "food scraps, coffee grounds" as the list the API keeps; blanks dropped. */
export function materialList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A blank weight is missing (the spec's 'Please enter a weight value.'), else read as a number. */
const weight = z.preprocess(
  (value) => (value === '' ? undefined : Number(value)),
  createWeightEntryBody.shape.weight,
);
const materialTypes = z.preprocess(
  (value) => materialList(String(value)),
  createWeightEntryBody.shape.materialTypes,
);

/** Record Weight: the weight (required, to 0.1 lbs), the materials as text, notes. */
export const recordWeightForm = z.object({
  weight,
  materialTypes,
  notes: createWeightEntryBody.shape.notes,
});

export const recordWeightInitial = { weight: '', materialTypes: '', notes: '' };

/** Edit Weight Entry: every field the contract lets an edit set, and why it was changed. */
export const editEntryForm = z.object({
  weight,
  bucketNumber: updateWeightEntryBody.shape.bucketNumber.unwrap(),
  materialTypes,
  notes: updateWeightEntryBody.shape.notes.unwrap(),
  pickupDate: updateWeightEntryBody.shape.pickupDate.unwrap(),
  status: z.string(),
  changeReason: updateWeightEntryBody.shape.changeReason.unwrap(),
});
export type EditEntryValues = z.infer<typeof editEntryForm>;

export function editEntryInitial(entry: WeightEntry) {
  return {
    weight: String(entry.weight),
    bucketNumber: entry.bucketNumber,
    materialTypes: entry.materialTypes.join(', '),
    notes: entry.notes,
    pickupDate: entry.pickupDate,
    status: entry.status,
    changeReason: '',
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * What an edit sends: only the fields that differ from the entry (the history names them), and
 * the reason when one was given; null when nothing changed.
 */
export function changedFields(
  entry: WeightEntry,
  values: EditEntryValues,
  contamination: readonly ContaminationMaterial[],
): UpdateWeightEntryBody | null {
  const body: UpdateWeightEntryBody = {};
  if (values.weight !== entry.weight) body.weight = values.weight;
  if (values.bucketNumber !== entry.bucketNumber) body.bucketNumber = values.bucketNumber;
  if (!sameList(values.materialTypes, entry.materialTypes)) body.materialTypes = values.materialTypes;
  if (!sameList([...contamination].sort(), [...entry.contamination].sort())) {
    body.contamination = [...contamination];
  }
  if (values.notes !== entry.notes) body.notes = values.notes;
  if (values.pickupDate !== entry.pickupDate) body.pickupDate = values.pickupDate;
  if (values.status !== entry.status) body.status = values.status as UpdateWeightEntryBody['status'];
  if (Object.keys(body).length === 0) return null;
  return values.changeReason ? { ...body, changeReason: values.changeReason } : body;
}
