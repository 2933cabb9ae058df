// Forms spec 4.2: students, people on maternity leave and the temporarily unemployed get no SMS check.
// The activity's value is its wording, in the language the form was filled in. The form asks it in the browser;
// the site's edge (shell/server/edge/) holds a form send to it.
const SMS_SKIP_ACTIVITIES = ['Студент', 'Декретна відпустка', 'Тимчасово не працюю', 'Декретный отпуск', 'Временно не работаю'];

export function skipsSmsVerification(activity: unknown): boolean {
  return typeof activity === 'string' && SMS_SKIP_ACTIVITIES.includes(activity.trim());
}
