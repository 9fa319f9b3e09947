export default class {
  onStepEnd(test, result, step) {
    if (step.duration < 300) return;
    if (!['pw:api', 'expect', 'test.step'].includes(step.category)) return;
    const loc = step.location ? `${step.location.file.split('/').pop()}:${step.location.line}` : '';
    console.log(`${String(step.duration).padStart(6)} ${loc} ${step.title.slice(0, 110)}`);
  }
  onTestEnd(test, result) { console.log(`TEST ${result.duration} ${test.title}`); }
}
