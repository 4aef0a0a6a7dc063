//! `dama` as a process for end-to-end tests: started with chosen variables only, on a
//! database of its own, signalled as service managers and people do, its logs read back.

#![allow(dead_code)] // Each test binary uses its own part.

use std::{
    path::PathBuf,
    process::{Child, ChildStdin, Command, ExitStatus, Stdio},
    time::{Duration, Instant},
};

/// From the signal to the exit.
pub const EXIT_WITHIN: Duration = Duration::from_secs(10);

/// How long a test waits for the bot to reach the state it signals it in.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// `dama` as a process, killed when the test ends whatever happens.
pub struct Dama {
    pub child: Child,
    /// Kept open: the console ends at the end of its input, not what these tests are about.
    pub stdin: Option<ChildStdin>,
    pub stderr: PathBuf,
    pub stdout: PathBuf,
    _dir: tempfile::TempDir,
}

impl Dama {
    /// Starts the bot with these variables only (and a database of its own).
    pub fn start(vars: &[(&str, &str)]) -> Dama {
        Dama::start_in(tempfile::tempdir().expect("a temporary folder"), vars)
    }

    /// Starts the bot in `dir`, on its database `dama.db` (unless `vars` name another
    /// `DATABASE_URL`: [`Dama::database_url`] of another process shares its database).
    pub fn start_in(dir: tempfile::TempDir, vars: &[(&str, &str)]) -> Dama {
        let stderr = dir.path().join("stderr.log");
        let stdout = dir.path().join("stdout.log");
        let mut child = Command::new(env!("CARGO_BIN_EXE_dama"))
            .env_clear()
            .env(
                "DATABASE_URL",
                format!("sqlite://{}", dir.path().join("dama.db").display()),
            )
            .envs(vars.iter().copied())
            .current_dir(dir.path())
            .stdin(Stdio::piped())
            .stdout(std::fs::File::create(&stdout).expect("a log file"))
            .stderr(std::fs::File::create(&stderr).expect("a log file"))
            .spawn()
            .expect("dama starts");
        let stdin = child.stdin.take();
        Dama {
            child,
            stdin,
            stderr,
            stdout,
            _dir: dir,
        }
    }

    /// The database of a process started without `DATABASE_URL`.
    pub fn database_url(&self) -> String {
        format!("sqlite://{}", self._dir.path().join("dama.db").display())
    }

    /// Types a line on the console.
    pub fn type_line(&mut self, line: &str) {
        use std::io::Write;
        let stdin = self.stdin.as_mut().expect("stdin is open");
        writeln!(stdin, "{line}").expect("dama reads its input");
        stdin.flush().expect("dama reads its input");
    }

    /// Waits until the logs hold `before` and returns the word that follows it
    /// (`address=` → `127.0.0.1:4000`).
    pub async fn logged_value(&self, before: &str) -> String {
        self.wait_log(before).await;
        let logs = self.logs();
        let at = logs.find(before).expect("just seen") + before.len();
        logs[at..]
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_string()
    }

    /// What the bot logged so far, without the terminal colours.
    pub fn logs(&self) -> String {
        plain(&std::fs::read_to_string(&self.stderr).unwrap_or_default())
    }

    pub fn output(&self) -> String {
        std::fs::read_to_string(&self.stdout).unwrap_or_default()
    }

    /// Waits until the logs hold `text`.
    pub async fn wait_log(&self, text: &str) {
        self.wait_for(text, || self.logs().contains(text)).await;
    }

    pub async fn wait_for(&self, what: &str, done: impl Fn() -> bool) {
        let deadline = Instant::now() + PATIENCE;
        while !done() {
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}; logs:\n{}",
                self.logs()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    pub fn is_running(&mut self) -> bool {
        self.child
            .try_wait()
            .expect("dama can be waited for")
            .is_none()
    }

    /// Sends `signal` (`TERM`, `INT`) and returns when it was sent.
    pub fn signal(&mut self, signal: &str) -> Instant {
        assert!(self.is_running(), "dama ended early:\n{}", self.logs());
        let sent = Command::new("kill")
            .args([&format!("-{signal}"), &self.child.id().to_string()])
            .status();
        assert!(sent.expect("kill runs").success());
        Instant::now()
    }

    /// Waits for the exit, at most `within` after `since`; returns the status and the time
    /// it took.
    pub async fn exit(&mut self, since: Instant, within: Duration) -> (ExitStatus, Duration) {
        loop {
            if let Some(status) = self.child.try_wait().expect("dama can be waited for") {
                return (status, since.elapsed());
            }
            assert!(
                since.elapsed() < within,
                "dama still ran {within:?} after the signal; logs:\n{}",
                self.logs()
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Signals the bot and asserts a clean exit (status 0) within [`EXIT_WITHIN`].
    pub async fn stops_cleanly_on(&mut self, signal: &str) -> Duration {
        let sent = self.signal(signal);
        let (status, took) = self.exit(sent, EXIT_WITHIN).await;
        assert!(
            status.success(),
            "dama exits with 0 on SIG{signal}: {status}; logs:\n{}",
            self.logs()
        );
        took
    }

    /// Waits for the bot to end on its own with a failure, and returns its logs.
    pub async fn fails_on_its_own(&mut self) -> String {
        let (status, _) = self.exit(Instant::now(), PATIENCE).await;
        assert!(!status.success(), "a failure ends with a non-zero status");
        self.logs()
    }
}

impl Drop for Dama {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Text without ANSI colour sequences.
pub fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The lines of `logs` that contain `text`.
pub fn lines_with(logs: &str, text: &str) -> Vec<String> {
    logs.lines()
        .filter(|l| l.contains(text))
        .map(str::to_string)
        .collect()
}

/// `GET url`: the status and the body, or why no answer came.
pub async fn http_get(url: &str) -> Result<(u16, String), String> {
    let response = reqwest::Client::new()
        .get(url)
        .timeout(Duration::from_secs(10))
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let status = response.status().as_u16();
    let body = response.text().await.map_err(|e| e.to_string())?;
    Ok((status, body))
}

/// Asks `url` until `done` accepts the answer; panics with the last answer after
/// [`PATIENCE`].
pub async fn http_until(url: &str, done: impl Fn(u16, &str) -> bool) -> (u16, String) {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let answer = http_get(url).await;
        if let Ok((status, body)) = &answer
            && done(*status, body)
        {
            return (*status, body.clone());
        }
        assert!(
            Instant::now() < deadline,
            "timed out asking {url}; last answer: {answer:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
