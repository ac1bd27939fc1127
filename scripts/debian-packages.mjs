// What the browser and print tests need from Debian, found on the PATH or
// installed with apt-get when we are root (a fresh CI machine), so that
// `npm test` sets up everything itself.
import { execFileSync } from 'node:child_process';

/** The command's path, or undefined when it is not on the PATH. */
export function onPath(command) {
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** Installs a Debian package when we are root and apt-get is there; says whether it tried. */
export function aptInstallAsRoot(debianPackage, why) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !onPath('apt-get')) {
    return false;
  }
  console.log(`${why}: installing Debian ${debianPackage} with apt-get…`);
  execFileSync(
    'sh',
    ['-c', `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${debianPackage}`],
    { stdio: 'inherit' },
  );
  return true;
}
