import type { WebformElement } from '@bank/shared-kit';

export interface FormStep {
  title: string;
  elements: WebformElement[];
}

const isWizardPage = (element: WebformElement) => element.type === 'webform_wizard_page';

/** A form in wizard pages has a step per page, labelled by the page title; otherwise it has one step. */
export function formSteps(elements: WebformElement[]): FormStep[] {
  const pages = elements.filter(isWizardPage);
  if (pages.length === 0) return [{ title: '', elements }];
  return pages.map((page) => ({ title: page.title, elements: page.children }));
}

/** The elements that carry an answer (not layout, not the submit button, not markup). */
export function answerElements(elements: WebformElement[]): WebformElement[] {
  return elements.flatMap((element) => {
    if (element.type === 'container' || isWizardPage(element)) return answerElements(element.children);
    if (['submit', 'webform_markup'].includes(element.type)) return [];
    return [element];
  });
}

export function submitLabel(elements: WebformElement[]): string | undefined {
  return elements.find((element) => element.type === 'submit')?.submitLabel;
}
