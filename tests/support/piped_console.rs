//! The built `dama` binary on the console adapter, its input piped: started in a folder of
//! the test's (its images under `images/`), given every line at once, read back when it has
//! read them all and exited.

use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// The database `dama` keeps in `dir` unless told another.
pub fn database_url(dir: &Path) -> String {
    format!("sqlite://{}/dama.db", dir.display())
}

/// Starts `dama` in `dir` on the database at `url`, with stdin, stdout and stderr piped and
/// no platform token or log filter from the test's environment.
pub fn spawn(dir: &Path, url: &str) -> Child {
    Command::new(env!("CARGO_BIN_EXE_dama"))
        .arg("--images")
        .arg(dir.join("images"))
        .env("DATABASE_URL", url)
        .env_remove("TELEGRAM_TOKEN")
        .env_remove("DISCORD_TOKEN")
        .env_remove("RUST_LOG")
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("dama starts")
}

/// Runs `dama` in `dir` on its own database there with the lines on stdin; returns stdout.
/// The process must exit 0 without a panic.
pub fn run(dir: &Path, lines: &[impl AsRef<str>]) -> String {
    run_on(dir, &database_url(dir), lines)
}

/// [`run`] on the database at `url`.
pub fn run_on(dir: &Path, url: &str, lines: &[impl AsRef<str>]) -> String {
    let mut child = spawn(dir, url);
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input: String = lines.iter().map(|l| l.as_ref().to_owned() + "\n").collect();
    stdin
        .write_all(input.as_bytes())
        .expect("dama reads its input");
    drop(stdin);
    let out = child.wait_with_output().expect("dama finishes");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        out.status.success(),
        "exit {:?}\n{stdout}\n{stderr}",
        out.status
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    stdout
}
