//! A busy channel (issue 14) through the `dama` binary's console: an unrated game, games
//! aborted before both sides moved, a spectator, the finished games page by page, and every
//! game of a player in one PDN file.

mod support;

use support::piped_console;

#[test]
fn unrated_and_aborted_games_spectators_pages_and_pdn() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = piped_console::run(
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

#[test]
fn a_round_robin_of_three_to_its_final_standings() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = piped_console::run(
        dir.path(),
        &[
            "alice: !tournament",
            "admin: !tournament create english days=2",
            "alice: !tournament join",
            "bob: !tournament join",
            "admin: !tournament start",
            "carol: !tournament join",
            "admin: !tournament start",
            "dave: !tournament join",
            // Round 1: carol (White) against bob; alice has the bye.
            "bob: !move 10-14",
            "carol: !move 21-17",
            "bob: !resign",
            // Round 2: carol (White) against alice; bob has the bye.
            "alice: !move 10-14",
            "carol: !move 21-17",
            "carol: !resign",
            // Round 3: alice (White) against bob; carol has the bye.
            "bob: !move 10-14",
            "alice: !move 21-17",
            "alice: !draw",
            "bob: !draw",
            "carol: !tournament",
        ],
    );
    assert!(out.contains("No tournament in this channel"), "{out}");
    assert!(out.contains("Tournament #1 is open"), "{out}");
    assert!(out.contains("it needs at least 3 to start"), "{out}");
    assert!(
        out.contains("Tournament #1 starts: 3 players, a round robin (tie-break: Sonneborn–Berger), 3 rounds."),
        "{out}"
    );
    assert!(out.contains("takes no more players"), "{out}");
    assert!(out.contains("Tournament #1, round 1 of 3:"), "{out}");
    assert!(out.contains("alice: bye (1 point)"), "{out}");
    assert!(out.contains("Tournament #1, round 2 of 3:"), "{out}");
    assert!(out.contains("Tournament #1, round 3 of 3:"), "{out}");
    // After each result, the standings (text; the image is saved beside).
    assert!(out.contains("Tournament #1: carol – bob 1–0."), "{out}");
    assert!(out.contains("#1 final standings:"), "{out}");
    assert!(out.contains("1. alice — 2½ pts in 3, SB"), "{out}");
    assert!(out.contains("2. carol — 2 pts in 3"), "{out}");
    assert!(out.contains("3. bob — 1½ pts in 3"), "{out}");
    assert!(
        out.contains("Tournament #1 is over. The winner: @alice!"),
        "{out}"
    );
    let images: Vec<String> = std::fs::read_dir(dir.path().join("images"))
        .expect("the saved files")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("tournament-1"))
        .collect();
    assert!(!images.is_empty(), "standings images");
}
