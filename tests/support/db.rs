//! Real databases for the tests and benches: a SQLite file in a temporary folder, or a
//! database on a PostgreSQL server that the suite starts itself — `initdb` into a temporary
//! data directory, `postgres` on a free loopback port, stopped when the last test using it
//! ends. No mock stands in for either.
//!
//! The server binaries are looked for in `DAMA_PG_BIN`, then `/usr/lib/postgresql/*/bin`
//! (Debian's `postgresql` package), then `PATH`. PostgreSQL refuses to run as root: as root
//! the server runs as the user `postgres` (or `nobody`), which owns the data directory.
//!
//! Without a server the PostgreSQL tests say on the terminal that they were skipped and why,
//! and pass; with `DAMA_REQUIRE_POSTGRES=1` (set by `.ci/run`) a missing server fails them.
#![allow(dead_code)]

use std::io::Write;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, Weak};

use bot::store::Store;
use sqlx::Connection;
use tempfile::TempDir;

/// Set to `1` to make a missing PostgreSQL a test failure instead of a skip.
pub const REQUIRE_POSTGRES: &str = "DAMA_REQUIRE_POSTGRES";
/// A folder holding `initdb`, `pg_ctl` and `postgres`, if not the usual ones.
pub const PG_BIN: &str = "DAMA_PG_BIN";

/// Which database a test runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Sqlite,
    Postgres,
}

/// A fresh, empty database of one kind; every [`TestDb::store`] is a new connection pool on
/// it, as another process would have.
pub struct TestDb {
    pub kind: Kind,
    pub url: String,
    pub dir: TempDir,
    server: Option<Arc<PgServer>>,
}

impl TestDb {
    pub fn sqlite() -> TestDb {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let url = format!("sqlite://{}/dama.db", dir.path().display());
        TestDb {
            kind: Kind::Sqlite,
            url,
            dir,
            server: None,
        }
    }

    /// A new database on the shared test server; `None` (after saying so) when there is no
    /// server and none is required.
    pub async fn postgres(test: &str) -> Option<TestDb> {
        let server = PgServer::shared(test)?;
        Some(TestDb::on_server(server).await)
    }

    /// A database on a server of its own, which the test may stop and start.
    pub async fn postgres_alone(test: &str, settings: &[(&str, &str)]) -> Option<TestDb> {
        let server = match PgServer::start(settings) {
            Ok(server) => Arc::new(server),
            Err(why) => {
                skip_or_fail(test, &why);
                return None;
            }
        };
        Some(TestDb::on_server(server).await)
    }

    /// A new database on `server`.
    async fn on_server(server: Arc<PgServer>) -> TestDb {
        let url = server.create_database().await;
        TestDb {
            kind: Kind::Postgres,
            url,
            dir: tempfile::tempdir().expect("a temporary folder"),
            server: Some(server),
        }
    }

    pub fn server(&self) -> Option<&PgServer> {
        self.server.as_deref()
    }

    /// A store with its own connection pool (the schema is migrated on the first).
    pub async fn store(&self) -> Store {
        Store::connect(&self.url).await.expect("the store opens")
    }
}

/// Says on the terminal (past the test harness's capture) that a PostgreSQL test was
/// skipped and why, or fails it when a server is required.
pub fn skip_or_fail(test: &str, why: &str) {
    if std::env::var(REQUIRE_POSTGRES).is_ok_and(|v| !v.is_empty() && v != "0") {
        panic!("{test}: PostgreSQL is required ({REQUIRE_POSTGRES} is set) but {why}");
    }
    let _ = writeln!(
        std::io::stderr(),
        "SKIPPED {test} on PostgreSQL: {why}. Install PostgreSQL (Debian: apt-get install \
         postgresql) or point {PG_BIN} at its binaries; set {REQUIRE_POSTGRES}=1 to make this \
         a failure."
    );
}

/// A PostgreSQL server of the tests' own, on a loopback port, in a temporary data
/// directory; stopped (and its directory removed) when dropped.
pub struct PgServer {
    dir: TempDir,
    bin: PathBuf,
    /// The user the server runs as when we are root.
    user: Option<String>,
    port: u16,
    options: String,
}

/// The settings of the shared test server: no durability (tests, not data).
const TEST_SETTINGS: &[(&str, &str)] = &[
    ("fsync", "off"),
    ("synchronous_commit", "off"),
    ("full_page_writes", "off"),
];

impl PgServer {
    /// The server the tests of this binary share, started on first use and stopped when the
    /// last test holding it ends; `None` (after saying so) when it cannot be had and is not
    /// required.
    pub fn shared(test: &str) -> Option<Arc<PgServer>> {
        static SHARED: Mutex<Weak<PgServer>> = Mutex::new(Weak::new());
        let mut shared = SHARED.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(server) = shared.upgrade() {
            return Some(server);
        }
        match PgServer::start(TEST_SETTINGS) {
            Ok(server) => {
                let server = Arc::new(server);
                *shared = Arc::downgrade(&server);
                Some(server)
            }
            Err(why) => {
                skip_or_fail(test, &why);
                None
            }
        }
    }

    /// Initialises a data directory and starts a server on a free loopback port, with
    /// `settings` (`-c name=value`) on top of the defaults.
    pub fn start(settings: &[(&str, &str)]) -> Result<PgServer, String> {
        let bin = find_binaries()?;
        let user = server_user()?;
        let dir = tempfile::Builder::new()
            .prefix("dama-pg-")
            .tempdir()
            .map_err(|e| format!("no temporary folder: {e}"))?;
        if let Some(user) = &user {
            chown(dir.path(), user)?;
        }
        let port = free_port()?;
        let mut options = format!(
            "-c listen_addresses=127.0.0.1 -p {port} -k {} -c max_connections=300",
            dir.path().display()
        );
        for (name, value) in settings {
            options.push_str(&format!(" -c {name}={value}"));
        }
        let server = PgServer {
            dir,
            bin,
            user,
            port,
            options,
        };
        server.run(
            "initdb",
            &[
                "-D",
                &server.data().display().to_string(),
                "-U",
                "postgres",
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--no-locale",
                "--no-sync",
            ],
        )?;
        server.start_again()?;
        Ok(server)
    }

    /// The data directory.
    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL of database `name` on this server.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }

    /// A new empty database; returns its URL.
    pub async fn create_database(&self) -> String {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let name = format!(
            "dama_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let mut admin = sqlx::PgConnection::connect(&self.url("postgres"))
            .await
            .expect("the test server answers");
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut admin)
            .await
            .expect("a test database");
        admin.close().await.ok();
        self.url(&name)
    }

    /// Stops the server, letting it end its sessions cleanly (`pg_ctl stop -m fast`).
    pub fn stop(&self) -> Result<(), String> {
        let data = self.data().display().to_string();
        self.run("pg_ctl", &["-D", &data, "-m", "fast", "-w", "stop"])
            .map(drop)
    }

    /// Starts the stopped server again, on the same port and data.
    pub fn start_again(&self) -> Result<(), String> {
        let data = self.data().display().to_string();
        let log = self.dir.path().join("server.log").display().to_string();
        self.run(
            "pg_ctl",
            &[
                "-D",
                &data,
                "-l",
                &log,
                "-o",
                &self.options,
                "-w",
                "-t",
                "60",
                "start",
            ],
        )
        .map(drop)
        .map_err(|e| format!("{e}\n{}", self.log()))
    }

    /// The server's log so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("server.log")).unwrap_or_default()
    }

    /// Runs one of the server's programs, as the server's user when we are root.
    fn run(&self, program: &str, args: &[&str]) -> Result<Output, String> {
        let path = self.bin.join(program);
        let mut command = match &self.user {
            Some(user) => {
                let mut c = Command::new(runuser()?);
                c.args(["-u", user, "--"]).arg(&path);
                c
            }
            None => Command::new(&path),
        };
        command.args(args).current_dir(self.dir.path());
        let output = command
            .output()
            .map_err(|e| format!("cannot run {}: {e}", path.display()))?;
        if output.status.success() {
            Ok(output)
        } else {
            Err(format!(
                "{program} failed ({}): {}{}",
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            ))
        }
    }
}

impl Drop for PgServer {
    fn drop(&mut self) {
        let data = self.data().display().to_string();
        let _ = self.run("pg_ctl", &["-D", &data, "-m", "immediate", "-w", "stop"]);
    }
}

/// The folder with `initdb`, `pg_ctl` and `postgres`.
fn find_binaries() -> Result<PathBuf, String> {
    let has_all = |dir: &Path| {
        ["initdb", "pg_ctl", "postgres"]
            .iter()
            .all(|p| dir.join(p).is_file())
    };
    if let Ok(dir) = std::env::var(PG_BIN) {
        let dir = PathBuf::from(dir);
        return if has_all(&dir) {
            Ok(dir)
        } else {
            Err(format!(
                "{PG_BIN}={} has no initdb, pg_ctl and postgres",
                dir.display()
            ))
        };
    }
    let mut debian: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version = entry.file_name().to_str()?.parse().ok()?;
            Some((version, entry.path().join("bin")))
        })
        .filter(|(_, dir)| has_all(dir))
        .collect();
    debian.sort();
    if let Some((_, dir)) = debian.pop() {
        return Ok(dir);
    }
    std::env::var_os("PATH")
        .into_iter()
        .flat_map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .find(|dir| has_all(dir))
        .ok_or_else(|| {
            "no PostgreSQL server binaries were found (initdb, pg_ctl and postgres in \
             /usr/lib/postgresql/*/bin or on PATH)"
                .to_string()
        })
}

/// The user to run the server as: `None` to run it as ourselves (not root), else
/// `postgres` or `nobody`, since PostgreSQL will not run as root.
fn server_user() -> Result<Option<String>, String> {
    let uid = Command::new("id")
        .arg("-u")
        .output()
        .map_err(|e| format!("cannot run id: {e}"))?;
    if String::from_utf8_lossy(&uid.stdout).trim() != "0" {
        return Ok(None);
    }
    for user in ["postgres", "nobody"] {
        let known = Command::new("id")
            .arg(user)
            .output()
            .is_ok_and(|o| o.status.success());
        if known {
            return Ok(Some(user.to_string()));
        }
    }
    Err(
        "running as root, and neither the user postgres nor nobody exists to run the \
         server as"
            .into(),
    )
}

/// util-linux's `runuser`, which root uses to run a program as another user.
fn runuser() -> Result<PathBuf, String> {
    std::env::var_os("PATH")
        .into_iter()
        .flat_map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .chain([PathBuf::from("/usr/sbin"), PathBuf::from("/sbin")])
        .map(|dir| dir.join("runuser"))
        .find(|path| path.is_file())
        .ok_or_else(|| "running as root, and runuser (util-linux) is not there to run the server as another user".to_string())
}

/// Gives `path` to `user` (so that the server's user can create its data directory there).
fn chown(path: &Path, user: &str) -> Result<(), String> {
    let id = |flag: &str| -> Result<u32, String> {
        let out = Command::new("id")
            .args([flag, user])
            .output()
            .map_err(|e| format!("cannot run id: {e}"))?;
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse()
            .map_err(|e| format!("id {flag} {user}: {e}"))
    };
    std::os::unix::fs::chown(path, Some(id("-u")?), Some(id("-g")?))
        .map_err(|e| format!("cannot give {} to {user}: {e}", path.display()))
}

/// A loopback port nobody listens on now.
fn free_port() -> Result<u16, String> {
    let listener =
        TcpListener::bind("127.0.0.1:0").map_err(|e| format!("no free loopback port: {e}"))?;
    listener
        .local_addr()
        .map(|a| a.port())
        .map_err(|e| format!("no free loopback port: {e}"))
}

/// Runs each named test body, an `async fn(TestDb)` of the test file, on a fresh SQLite file
/// and on a fresh PostgreSQL database: the tests `sqlite::<name>` and `postgres::<name>`, each
/// on a multi-threaded runtime of `worker_threads` threads.
#[allow(unused_macros)] // Not every test binary has such bodies.
macro_rules! on_both_databases {
    (worker_threads = $threads:tt; $($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = $threads)]
                async fn $name() {
                    super::$name($crate::support::db::TestDb::sqlite()).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = $threads)]
                async fn $name() {
                    let test = concat!(module_path!(), "::", stringify!($name));
                    if let Some(db) = $crate::support::db::TestDb::postgres(test).await {
                        super::$name(db).await;
                    }
                }
            )*
        }
    };
}
#[allow(unused_imports)] // Likewise.
pub(crate) use on_both_databases;
