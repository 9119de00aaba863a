// The API check ran (api-baseline.jar activated it) and passed: the removal is declared.
def report = new File(basedir, 'target/japicmp/api-check.diff')
assert report.isFile() : 'the API check did not run'
return true
