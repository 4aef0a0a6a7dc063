//! PDN 3.0: reading whole files of games and writing a game.
//!
//! The reader is tolerant of what real files contain: comments `{…}` and `;…`, `%` escape
//! lines, variations `(…)`, NAGs `$n`, move strength marks `!?`, move numbers `12.` and
//! `12...`, results, CRLF, Italian tag names (`Bianco`, `Nero`, `Risultato`), moves split by
//! spaces (`1- 6`), leading zeros (`09-14`) and quiet moves written with `x`. What it cannot
//! read it reports with the game number, and the move number and side where a move fails.

use std::fmt;

use crate::{Color, Game, GameOptions, Position, Variant};

/// The `GameType` lidraughts gives its antidraughts: International rules, giveaway.
const LIDRAUGHTS_ANTIDRAUGHTS: &str = "98";

/// One game read from PDN.
#[derive(Debug, Clone)]
pub struct PdnGame {
    /// The tags in file order, Italian names translated (`Bianco` → `White`).
    pub tags: Vec<(String, String)>,
    pub game: Game,
    /// The result written after the moves (`1-0`, `1/2-1/2`, `*`), if any.
    pub result: Option<String>,
}

impl PdnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// A game that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("game {game} (line {line}): {kind}")]
pub struct PdnError {
    /// 1-based number of the game in the file.
    pub game: usize,
    /// 1-based line where the problem was found.
    pub line: usize,
    pub kind: PdnErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdnErrorKind {
    #[error("unterminated {0}")]
    Unterminated(&'static str),
    #[error("unexpected `{0}`")]
    Unexpected(char),
    #[error("bad tag: {0}")]
    BadTag(String),
    #[error("unknown GameType `{0}`")]
    UnknownGameType(String),
    #[error("bad FEN `{fen}`: {reason}")]
    BadFen { fen: String, reason: String },
    #[error("move {number}{} `{text}`: {reason}", if *color == Color::White { "" } else { "…" })]
    BadMove {
        /// The PDN move number.
        number: usize,
        color: Color,
        text: String,
        reason: String,
    },
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Tag(String, String),
    Move(String),
    Result(String),
    Comment(String),
}

/// Lexes PDN text into tokens with their line numbers; errors come with their line.
fn lex(text: &str) -> Vec<Result<(Token, usize), (PdnErrorKind, usize)>> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let mut line_start = true;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_whitespace() || c == '\u{feff}' {
            i += 1;
            continue;
        }
        let at_line_start = std::mem::replace(&mut line_start, false);
        match c {
            '%' if at_line_start => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            ';' => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '{' => {
                let start_line = line;
                let mut body = String::new();
                i += 1;
                while i < chars.len() && chars[i] != '}' {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    body.push(chars[i]);
                    i += 1;
                }
                if i == chars.len() {
                    out.push(Err((PdnErrorKind::Unterminated("comment"), start_line)));
                    return out;
                }
                i += 1;
                out.push(Ok((Token::Comment(body.trim().to_string()), start_line)));
            }
            '(' => {
                let start_line = line;
                let mut depth = 0;
                let mut in_comment = false;
                while i < chars.len() {
                    match chars[i] {
                        '\n' => line += 1,
                        '{' => in_comment = true,
                        '}' => in_comment = false,
                        '(' if !in_comment => depth += 1,
                        ')' if !in_comment => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
                if i == chars.len() {
                    out.push(Err((PdnErrorKind::Unterminated("variation"), start_line)));
                    return out;
                }
                i += 1;
            }
            '}' | ')' | ']' => {
                out.push(Err((PdnErrorKind::Unexpected(c), line)));
                return out;
            }
            '[' => {
                let start_line = line;
                let mut j = i + 1;
                let mut in_string = false;
                let mut body = String::new();
                while j < chars.len() {
                    let d = chars[j];
                    if d == '\n' {
                        line += 1;
                    }
                    if in_string && d == '\\' && j + 1 < chars.len() {
                        body.push(chars[j + 1]);
                        j += 2;
                        continue;
                    }
                    if d == '"' {
                        in_string = !in_string;
                    } else if d == ']' && !in_string {
                        break;
                    }
                    body.push(d);
                    j += 1;
                }
                if j == chars.len() {
                    out.push(Err((PdnErrorKind::Unterminated("tag"), start_line)));
                    return out;
                }
                i = j + 1;
                match parse_tag(&body) {
                    Some((name, value)) => out.push(Ok((Token::Tag(name, value), start_line))),
                    None => out.push(Err((
                        PdnErrorKind::BadTag(body.trim().to_string()),
                        start_line,
                    ))),
                }
            }
            _ => {
                let start_line = line;
                let mut word = String::new();
                while i < chars.len() && !chars[i].is_whitespace() && !"{}()[];".contains(chars[i])
                {
                    word.push(chars[i]);
                    i += 1;
                }
                if word.is_empty() {
                    i += 1;
                    continue;
                }
                out.extend(words(&word).into_iter().map(|t| Ok((t, start_line))));
            }
        }
    }
    out
}

fn parse_tag(body: &str) -> Option<(String, String)> {
    let body = body.trim();
    let name_end = body.find(|c: char| c.is_whitespace() || c == '"')?;
    let name = body[..name_end].trim();
    let rest = body[name_end..].trim();
    let value = rest.strip_prefix('"')?.strip_suffix('"')?;
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    Some((english_tag(name).to_string(), value.to_string()))
}

fn english_tag(name: &str) -> &str {
    match name.to_ascii_lowercase().as_str() {
        "bianco" => "White",
        "nero" => "Black",
        "risultato" => "Result",
        "evento" => "Event",
        "luogo" => "Site",
        "data" => "Date",
        "turno" => "Round",
        _ => name,
    }
}

fn is_result(word: &str) -> bool {
    matches!(
        word,
        "1-0" | "0-1" | "1/2-1/2" | "*" | "2-0" | "0-2" | "1-1" | "0-0" | "½-½"
    )
}

/// Splits a whitespace-free word into move numbers (dropped), NAGs (dropped), results and moves.
fn words(word: &str) -> Vec<Token> {
    if is_result(word) {
        return vec![Token::Result(word.to_string())];
    }
    if word.starts_with('$') {
        return Vec::new();
    }
    // "12." or "12..." or "12.11-15"
    let digits = word.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits > 0 && word[digits..].starts_with('.') {
        let rest = word[digits..].trim_start_matches('.');
        return if rest.is_empty() {
            Vec::new()
        } else {
            words(rest)
        };
    }
    let text = word.trim_end_matches(['!', '?']).trim_end_matches('*');
    if text.is_empty() {
        return Vec::new();
    }
    // Some files glue a remark to a move (`8-11Redoversteppedthetimecontrol.`): squares are
    // digits and lowercase files, so the remark starts at the first other letter.
    let move_len = text
        .char_indices()
        .find(|&(_, c)| !(c.is_ascii_digit() || ('a'..='j').contains(&c) || "-x:×".contains(c)))
        .map(|(i, _)| i)
        .unwrap_or(text.len());
    let rest = &text[move_len..];
    if move_len > 0 && rest.chars().filter(|c| c.is_alphabetic()).count() >= 3 {
        return vec![
            Token::Move(text[..move_len].to_string()),
            Token::Comment(rest.to_string()),
        ];
    }
    vec![Token::Move(text.to_string())]
}

/// Joins move pieces split by spaces: `1-` `6`, `47x` `9`, `1` `-6`.
fn join_split_moves(
    tokens: Vec<Result<(Token, usize), (PdnErrorKind, usize)>>,
) -> Vec<Result<(Token, usize), (PdnErrorKind, usize)>> {
    let mut out: Vec<Result<(Token, usize), (PdnErrorKind, usize)>> = Vec::new();
    for tok in tokens {
        if let Ok((Token::Move(text), line)) = &tok {
            if let Some(Ok((Token::Move(prev), _))) = out.last_mut() {
                let glue = |s: &str| s.ends_with(['-', 'x', 'X', ':', '×']);
                let lead = |s: &str| s.starts_with(['-', 'x', 'X', ':', '×']);
                if glue(prev) || lead(text) {
                    prev.push_str(text);
                    continue;
                }
            }
            out.push(Ok((Token::Move(text.clone()), *line)));
            continue;
        }
        out.push(tok);
    }
    out
}

struct RawGame {
    tags: Vec<(String, String)>,
    moves: Vec<(String, usize)>,
    comments: Vec<(usize, String)>,
    result: Option<String>,
    line: usize,
    error: Option<(PdnErrorKind, usize)>,
}

/// Reads every game of a PDN text. Games without a `GameType` tag are read as `default`.
///
/// ```
/// use rules::{read_pdn, Variant};
/// let games = read_pdn("[Event \"x\"]\n1. 11-15 23-19 2. 8-11 22-17 *\n", Variant::English);
/// let game = games[0].as_ref().unwrap();
/// assert_eq!(game.game.plies().count(), 4);
/// ```
pub fn read_pdn(text: &str, default: Variant) -> Vec<Result<PdnGame, PdnError>> {
    let tokens = join_split_moves(lex(text));
    let mut raw: Vec<RawGame> = Vec::new();
    let mut current: Option<RawGame> = None;
    let new_game = |line| RawGame {
        tags: Vec::new(),
        moves: Vec::new(),
        comments: Vec::new(),
        result: None,
        line,
        error: None,
    };
    for tok in tokens {
        match tok {
            Err((kind, line)) => {
                let game = current.get_or_insert_with(|| new_game(line));
                game.error.get_or_insert((kind, line));
            }
            Ok((Token::Tag(name, value), line)) => {
                let starts_new = current
                    .as_ref()
                    .is_some_and(|g| !g.moves.is_empty() || g.result.is_some());
                if starts_new {
                    raw.extend(current.take());
                }
                current
                    .get_or_insert_with(|| new_game(line))
                    .tags
                    .push((name, value));
            }
            Ok((Token::Move(text), line)) => {
                let starts_new = current.as_ref().is_some_and(|g| g.result.is_some());
                if starts_new {
                    raw.extend(current.take());
                }
                current
                    .get_or_insert_with(|| new_game(line))
                    .moves
                    .push((text, line));
            }
            Ok((Token::Result(text), line)) => {
                let game = current.get_or_insert_with(|| new_game(line));
                if game.result.is_none() {
                    game.result = Some(text);
                }
            }
            Ok((Token::Comment(text), line)) => {
                let game = current.get_or_insert_with(|| new_game(line));
                game.comments.push((game.moves.len(), text));
            }
        }
    }
    raw.extend(current);
    raw.into_iter()
        .enumerate()
        .map(|(i, g)| build(i + 1, g, default))
        .collect()
}

fn build(number: usize, raw: RawGame, default: Variant) -> Result<PdnGame, PdnError> {
    let err = |line, kind| PdnError {
        game: number,
        line,
        kind,
    };
    if let Some((kind, line)) = raw.error {
        return Err(err(line, kind));
    }
    let tag = |name: &str| {
        raw.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    // lidraughts writes its antidraughts (International rules, giveaway) as GameType 98.
    let lidraughts_antidraughts = tag("GameType")
        .is_some_and(|t| t.split(',').next().map(str::trim) == Some(LIDRAUGHTS_ANTIDRAUGHTS));
    let variant = match tag("GameType") {
        _ if lidraughts_antidraughts => Variant::International,
        Some(t) => Variant::from_game_type(&t)
            .ok_or_else(|| err(raw.line, PdnErrorKind::UnknownGameType(t.clone())))?,
        None => default,
    };
    let yes = |v: String| v == "1" || v.eq_ignore_ascii_case("yes");
    let soffio = tag("Soffio").is_some_and(yes);
    let giveaway = lidraughts_antidraughts || tag("Giveaway").is_some_and(yes);
    let start = match tag("FEN") {
        Some(fen) => Position::from_fen(variant, &fen).map_err(|e| {
            err(
                raw.line,
                PdnErrorKind::BadFen {
                    fen: fen.clone(),
                    reason: e.to_string(),
                },
            )
        })?,
        None => Position::start(variant),
    };
    let mut game = Game::from_position(
        start,
        GameOptions {
            soffio: soffio && variant.allows_soffio(),
            giveaway,
        },
    )
    .map_err(|e| err(raw.line, PdnErrorKind::BadTag(e.to_string())))?;
    game.record_draw_rules_only();
    let game = replay_moves(game, &raw, 0, variant).map_err(|(line, kind)| err(line, kind))?;
    Ok(PdnGame {
        tags: raw.tags,
        game,
        result: raw.result,
    })
}

/// Plays the moves from `index` on. Where the text fits several moves (a short capture in a
/// file), tries each and keeps the first with which the rest of the game replays.
fn replay_moves(
    mut game: Game,
    raw: &RawGame,
    index: usize,
    variant: Variant,
) -> Result<Game, (usize, PdnErrorKind)> {
    let first = game.start().turn();
    for (index, (text, line)) in raw.moves.iter().enumerate().skip(index) {
        for (_, comment) in raw.comments.iter().filter(|(at, _)| *at == index) {
            if let Some(square) = comment.strip_prefix("huff ")
                && let Some(sq) = variant.parse_square(square)
            {
                game.huff(sq)
                    .map_err(|e| (*line, PdnErrorKind::BadTag(e.to_string())))?;
            }
        }
        let color = game.turn();
        // Move numbers as PDN counts them, from the first player.
        let plies_before = game.plies().count() + usize::from(first != variant.first_player());
        let number = plies_before / 2 + 1;
        let cleaned = strip_leading_zeros(text);
        let bad = |reason: String| {
            (
                *line,
                PdnErrorKind::BadMove {
                    number,
                    color,
                    text: text.clone(),
                    reason,
                },
            )
        };
        match game.play_text(&cleaned) {
            Ok(_) => {}
            Err(crate::Refusal::Ambiguous {
                alternatives,
                text: typed,
            }) => {
                let mut first_error = None;
                for alternative in &alternatives {
                    let mut attempt = game.clone();
                    if attempt.play_text(alternative).is_err() {
                        continue;
                    }
                    match replay_moves(attempt, raw, index + 1, variant) {
                        Ok(done) => return Ok(done),
                        Err(e) => {
                            first_error.get_or_insert(e);
                        }
                    }
                }
                return Err(first_error.unwrap_or_else(|| {
                    bad(crate::Refusal::Ambiguous {
                        text: typed,
                        alternatives,
                    }
                    .to_string())
                }));
            }
            Err(refusal) => return Err(bad(refusal.to_string())),
        }
    }
    Ok(game)
}

/// `09-14` → `9-14` (squares are numbers, some files pad them).
fn strip_leading_zeros(text: &str) -> String {
    let mut out = String::new();
    let mut at_start = true;
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if at_start && c == '0' && chars.get(i + 1).is_some_and(|n| n.is_ascii_digit()) {
            continue;
        }
        at_start = !c.is_ascii_alphanumeric();
        out.push(c);
    }
    out
}

/// Writes a game as PDN 3.0: the given tags (Result, GameType and FEN are filled in), then the
/// moves with their numbers and the result.
///
/// ```
/// use rules::{write_pdn, read_pdn, Game, Variant};
/// let mut game = Game::new(Variant::Italian);
/// game.play_text("21-17").unwrap();
/// let text = write_pdn(&game, &[("White".into(), "Anna".into())]);
/// assert!(text.contains("[GameType \"22\"]"));
/// let back = read_pdn(&text, Variant::English);
/// assert_eq!(back[0].as_ref().unwrap().game.event_texts(), game.event_texts());
/// ```
pub fn write_pdn(game: &Game, tags: &[(String, String)]) -> String {
    let variant = game.variant();
    let result = game.outcome().map(|o| o.pdn_result(variant)).unwrap_or("*");
    let mut out = String::new();
    let mut write_tag = |name: &str, value: &str| {
        let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{escaped}\"]\n"));
    };
    for (name, value) in tags {
        if !["Result", "GameType", "FEN", "Soffio", "Giveaway"]
            .iter()
            .any(|t| t.eq_ignore_ascii_case(name))
        {
            write_tag(name, value);
        }
    }
    write_tag("Result", result);
    write_tag("GameType", &variant.game_type().to_string());
    if *game.start() != Position::start(variant) {
        write_tag("FEN", &game.start().to_fen());
    }
    if game.options().soffio {
        write_tag("Soffio", "1");
    }
    if game.options().giveaway {
        write_tag("Giveaway", "1");
    }
    out.push('\n');
    let first = game.start().turn();
    let mut ply_index = usize::from(first != variant.first_player());
    let mut line = String::new();
    let push = |line: &mut String, out: &mut String, word: &str| {
        if line.len() + word.len() + 1 > 79 {
            out.push_str(line.trim_end());
            out.push('\n');
            line.clear();
        }
        line.push_str(word);
        line.push(' ');
    };
    if ply_index == 1 {
        push(&mut line, &mut out, "1...");
    }
    for event in game.events() {
        match event {
            crate::Event::Move(ply) => {
                if ply_index % 2 == 0 {
                    push(&mut line, &mut out, &format!("{}.", ply_index / 2 + 1));
                }
                push(&mut line, &mut out, &ply.text);
                ply_index += 1;
            }
            crate::Event::Huff(huff) => {
                push(
                    &mut line,
                    &mut out,
                    &format!("{{huff {}}}", variant.square_name(huff.square)),
                );
            }
        }
    }
    push(&mut line, &mut out, result);
    out.push_str(line.trim_end());
    out.push('\n');
    out
}

impl fmt::Display for PdnGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write_pdn(&self.game, &self.tags))
    }
}
