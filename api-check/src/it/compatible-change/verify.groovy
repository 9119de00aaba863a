// The API check ran (api-baseline.jar activated it) and passed: an added method and a default method are compatible, and the unexported package's changes are not API.
def report = new File(basedir, 'target/japicmp/api-check.diff')
assert report.isFile() : 'the API check did not run'
def diff = report.text
assert diff.contains('NEW METHOD: PUBLIC(+) int mul(int, int)') : diff
assert !diff.contains('Helper') : diff
return true
