import type { BlockContext, CmsBlock, ContentClient } from '@bank/shared-kit';
import { readWebform } from '../../api/webform-definition';
import { formFeatures } from '../../form-rules/form-features';
import { oneStepCreditFormId } from '../../form-rules/limit-choice';
import type { FormsAttributes, WebformData } from './webform-data';

/** The form's definition, and with a credit-limit choice the one-step request it may switch to. */
export async function loadWebform(block: CmsBlock, context: BlockContext, client: ContentClient): Promise<WebformData> {
  const attributes = block.attributes as FormsAttributes;
  const formId = attributes.field_form_id ?? '';
  if (!formId) throw new Error(`forms block ${block.id} has no field_form_id`);
  const display = attributes.display === 'popup' ? 'popup' : 'inline';
  const elements = await readWebform(client, context.language, formId);
  const oneStepCredit = formFeatures(elements).limitChoice ? await readWebform(client, context.language, oneStepCreditFormId(display)) : null;
  return { formId, title: attributes.field_form_title ?? attributes.field_block_title ?? null, display, elements, oneStepCredit };
}
