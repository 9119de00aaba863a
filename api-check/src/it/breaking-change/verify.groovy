// The API check failed this build for its two incompatibilities, and only for them.
def log = new File(basedir, 'build.log').text
def failure = log.readLines().find { it.contains('There is at least one incompatibility') }
assert failure != null : 'the breaking change did not fail the API check'
assert failure.contains('example.lib.Api.sub(int,int):METHOD_REMOVED') : failure
assert failure.contains('example.lib.Rules.maxPlies():METHOD_ADDED_TO_INTERFACE') : failure
assert !failure.contains('Helper') : 'an unexported package counted as API: ' + failure
return true
