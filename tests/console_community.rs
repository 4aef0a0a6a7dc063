//! A busy channel (issue 14) through the `dama` binary's console: an unrated game, games
//! aborted before both sides moved, a spectator, the finished games page by page, and every
//! game of a player in one PDN file.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn dama(dir: &Path, lines: &[&str]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dama"))
        .arg("--images")
        .arg(dir.join("images"))
        .env(
            "DATABASE_URL",
            format!("sqlite://{}/dama.db", dir.display()),
        )
        .env_remove("TELEGRAM_TOKEN")
        .env_remove("DISCORD_TOKEN")
        .env_remove("RUST_LOG")
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("dama starts");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all((lines.join("\n") + "\n").as_bytes())
        .expect("dama reads");
    drop(stdin);
    let out = child.wait_with_output().expect("dama finishes");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    stdout
}

#[test]
fn unrated_and_aborted_games_spectators_pages_and_pdn() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = dama(
        dir.path(),
        &[
            // Game 1: unrated, resigned after both sides moved: a result, no rating.
            "alice: !challenge @bob english white unrated",
            "bob: !accept",
            "carol: !watch #1",
            "bob: !move 11-15",
            "alice: !move 22-18",
            "bob: !resign",
            // Game 2: resigned before White moved: aborted.
            "alice: !challenge @bob english white",
            "bob: !accept",
            "bob: !move 11-15",
            "alice: !resign",
            // Game 3: a draw agreed at once: aborted.
            "alice: !challenge @bob english",
            "bob: !accept",
            "alice: !draw",
            "bob: !draw",
            "alice: !stats",
            "alice: !top",
            "carol: !games all",
            "carol: !games all 2",
            "carol: !pdn @bob",
            "carol: !unwatch",
        ],
    );
    // The spectator subscribed and got the moves privately.
    assert!(out.contains("You now follow game #1"), "{out}");
    assert!(out.contains("(privately to carol)"), "{out}");
    // Game 1 ended with a result, and no rating moved.
    assert!(out.contains("Game #1 is over"), "{out}");
    // Games 2 and 3 are aborted.
    assert!(out.contains("Game #2 is aborted"), "{out}");
    assert!(out.contains("Game #3 is aborted"), "{out}");
    // No rating counted any of them.
    assert!(!out.contains("Rating"), "{out}");
    // The finished games, most recent first, with their results; one page only.
    assert!(
        out.contains("Finished games here (3), page 1 of 1"),
        "{out}"
    );
    assert!(out.contains("unrated"), "{out}");
    assert!(out.contains("aborted"), "{out}");
    assert!(out.contains("There is no page 2"), "{out}");
    // Every game of Bob's in one PDN file.
    assert!(
        out.contains("3 games of bob in this channel, in one PDN file"),
        "{out}"
    );
    let pdn = std::fs::read_dir(dir.path().join("images"))
        .expect("the saved files")
        .filter_map(Result::ok)
        .find(|e| e.file_name().to_string_lossy().ends_with(".pdn"))
        .map(|e| std::fs::read_to_string(e.path()).expect("the PDN"))
        .expect("a PDN file");
    assert_eq!(pdn.matches("[Event ").count(), 3, "{pdn}");
    // After the game ended there is nothing left to unwatch... or the one subscription ends.
    assert!(
        out.contains("You no longer follow game #1") || out.contains("You follow no game"),
        "{out}"
    );
}
