//! The `dama` command-line tools, driven as a user or a checking tool would.

use std::process::Command;

fn dama(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(args)
        .output()
        .expect("the dama binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn perft_prints_one_line_per_depth() {
    let (code, out, _) = dama(&["perft", "--variant", "international", "--depth", "3"]);
    assert_eq!(code, 0);
    assert_eq!(out, "1 9\n2 81\n3 658\n");
    let (code, out, _) = dama(&[
        "perft",
        "--variant",
        "italian",
        "--fen",
        "B:W30,21,22,17,20,K6:B25,28,9,5,1,3",
        "--depth",
        "2",
        "--routes",
        "all",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out, "1 6\n2 47\n");
}

#[test]
fn moves_are_sorted_with_full_routes() {
    let (code, out, _) = dama(&["moves", "--variant", "english"]);
    assert_eq!(code, 0);
    assert_eq!(out, "10-14\n10-15\n11-15\n11-16\n12-16\n9-13\n9-14\n");
    let (code, out, _) = dama(&["moves", "--variant", "english", "--fen", "B:W14,23:B9"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out, "9x18x27\n");
}

#[test]
fn moves_as_json() {
    let (code, out, _) = dama(&[
        "moves",
        "--variant",
        "brazilian",
        "--fen",
        "W:Wc3:Bd4,f6",
        "--json",
    ]);
    assert_eq!(code, 0);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        value,
        serde_json::json!([{"move": "c3xe5xg7", "from": "c3", "to": "g7", "captures": ["d4", "f6"]}])
    );
    let (_, out, _) = dama(&[
        "moves",
        "--variant",
        "english",
        "--fen",
        "W:W22:B18",
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        value,
        serde_json::json!([{"move": "22x15", "from": 22, "to": 15, "captures": [18]}])
    );
}

#[test]
fn bad_input_is_one_line_and_fails() {
    for args in [
        &["perft", "--variant", "klingon", "--depth", "2"][..],
        &["perft", "--variant", "english"][..],
        &["perft", "--variant", "english", "--depth", "x"][..],
        &["moves", "--variant", "english", "--fen", "X:W1"][..],
        &["moves", "--variant", "english", "--fen", "W:W99"][..],
        &["moves"][..],
        &["frobnicate"][..],
    ] {
        let (code, out, err) = dama(args);
        assert_ne!(code, 0, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn render_writes_a_png_of_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("board.png");
    let (code, _, err) = dama(&[
        "render",
        "--variant",
        "italian",
        "--fen",
        "W:W28:B23,14,6,7",
        "--last-move",
        "28x19x10x3",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let (code, _, err) = dama(&[
        "render",
        "--variant",
        "italian",
        "--last-move",
        "21-16",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_ne!(code, 0);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}

#[test]
fn perft_of_every_variant_of_issue_13() {
    // Start positions: the published counts (rules/tests/perft/variants-start.txt).
    for (variant, expected) in [
        ("russian", "1 7\n2 49\n3 302\n4 1469\n5 7482\n"),
        ("pool", "1 7\n2 49\n3 302\n4 1469\n5 7482\n"),
        ("czech", "1 7\n2 49\n3 302\n4 1469\n5 7361\n"),
        ("turkish", "1 8\n2 64\n3 708\n4 7538\n5 85090\n"),
        ("frisian", "1 9\n2 81\n3 658\n4 3874\n5 21265\n"),
        ("canadian", "1 11\n2 121\n3 1222\n4 10053\n5 79049\n"),
    ] {
        let (code, out, err) = dama(&["perft", "--variant", variant, "--depth", "5"]);
        assert_eq!(code, 0, "{variant}: {err}");
        assert_eq!(out, expected, "{variant}");
    }
    // From a FEN with kings, and counting every route.
    let (code, out, _) = dama(&[
        "perft",
        "--variant",
        "russian",
        "--fen",
        "W:Wb6,e5,c3,g1:Bc7,e7,g5,Kb4,a7,h8",
        "--depth",
        "3",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out, "1 2\n2 3\n3 26\n");
    let (code, out, _) = dama(&[
        "perft",
        "--variant",
        "frisian",
        "--depth",
        "4",
        "--routes",
        "all",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().last(), Some("4 3880"));
}

#[test]
fn moves_of_every_variant_of_issue_13_in_their_notation() {
    let run = |args: &[&str]| {
        let (code, out, err) = dama(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        out
    };
    // Russian and Czech write captures with a colon; a man crowned on d8 goes on as a king.
    assert_eq!(
        run(&["moves", "--variant", "russian", "--fen", "W:Wb6:Bc7,f6,a1"]),
        "b6:d8:g5\nb6:d8:h4\n"
    );
    assert_eq!(
        run(&["moves", "--variant", "czech", "--fen", "W:Wa3,Kh8:Bb4,d4"]),
        "h8:c3:a5\n"
    );
    // Turkish men step forward or sideways; Pool numbers as English and Black moves first.
    assert_eq!(
        run(&["moves", "--variant", "turkish", "--fen", "W:Wd4:Ba8"]),
        "d4-c4\nd4-d5\nd4-e4\n"
    );
    assert_eq!(
        run(&["moves", "--variant", "pool"]),
        "10-14\n10-15\n11-15\n11-16\n12-16\n9-13\n9-14\n"
    );
    // Frisian: orthogonal captures and the value rule; Canadian squares run to 72.
    assert_eq!(
        run(&["moves", "--variant", "frisian", "--fen", "W:W33:BK29,32,21"]),
        "33x31x11\n"
    );
    assert_eq!(
        run(&["moves", "--variant", "canadian", "--fen", "W:W67,72:B1,6"]),
        "67-61\n72-65\n72-66\n"
    );
    let out = run(&[
        "moves",
        "--variant",
        "canadian",
        "--fen",
        "W:WK67:B61,45,1",
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(value.as_array().unwrap().len(), 7);
    assert_eq!(
        value[0],
        serde_json::json!({"move": "67x50x12", "from": 67, "to": 12, "captures": [61, 45]})
    );
    let out = run(&[
        "moves",
        "--variant",
        "turkish",
        "--fen",
        "W:WKd1:Bd3,f5,g4,b3",
        "--json",
    ]);
    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        value,
        serde_json::json!([{"move": "d1xd5xg5xg3xa3", "from": "d1", "to": "a3", "captures": ["d3", "f5", "g4", "b3"]}])
    );
}
