//! The values commands carry beyond plain text: what an answer answers, a challenge's
//! terms, a colour asked for, a part of the rules.

use rules::Variant;

/// What `!accept` / `!decline` answer, when named.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answered {
    Challenge,
    Draw,
    Undo,
}

impl Answered {
    pub(crate) fn parse(word: &str) -> Option<Answered> {
        match word {
            "challenge" => Some(Answered::Challenge),
            "draw" => Some(Answered::Draw),
            "undo" => Some(Answered::Undo),
            _ => None,
        }
    }

    /// The word in commands (and in the store's `offer_kind`).
    pub const fn as_str(self) -> &'static str {
        match self {
            Answered::Challenge => "challenge",
            Answered::Draw => "draw",
            Answered::Undo => "undo",
        }
    }
}

/// The colour a challenger asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColorChoice {
    White,
    Black,
    Random,
}

impl ColorChoice {
    pub const fn as_str(self) -> &'static str {
        match self {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ChallengeArgs {
    /// The `@name` as typed; the adapter resolves it into `Incoming::mentions`.
    pub opponent: Option<String>,
    pub variant: Option<Variant>,
    pub color: Option<ColorChoice>,
    /// The soffio house rule.
    pub soffio: bool,
    /// Giveaway: the player who cannot move wins.
    pub giveaway: bool,
    /// Correspondence clock: days per move (issue 8).
    pub days: Option<u32>,
    /// Correspondence clock: a time bank per player (issue 17), instead of days per move.
    pub bank: Option<crate::timing::TimeBank>,
    /// A live clock (`live 5+3`, issue 33): a quick game played now, instead of either.
    pub live: Option<crate::timing::LiveClock>,
    /// No rating counts the result (`unrated`).
    pub unrated: bool,
    /// The bot's level, `level=N`, as typed (the service says when it is out of range).
    pub level: Option<i64>,
}

/// What `!puzzle` does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PuzzleAction {
    /// A new puzzle near the author's level (or the one named).
    #[default]
    New,
    /// Which piece moves in the author's open puzzle.
    Hint,
    /// The solution of the author's open puzzle.
    GiveUp,
    /// A puzzle from the author's own games.
    Mine,
    /// The channel's daily puzzle, on a board of the author's own.
    Daily,
}

impl PuzzleAction {
    /// The words after `!puzzle`, any case: `hint`, `give up`, `mine`, `daily`, and their
    /// Italian and short forms.
    pub(crate) fn parse(words: &str) -> Option<PuzzleAction> {
        let words: Vec<String> = words.split_whitespace().map(str::to_lowercase).collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        match words.as_slice() {
            [] => Some(PuzzleAction::New),
            ["hint" | "clue" | "aiuto" | "suggerimento" | "indizio"] => Some(PuzzleAction::Hint),
            ["give", "up"] | ["giveup" | "solution" | "solve" | "soluzione" | "resign"] => {
                Some(PuzzleAction::GiveUp)
            }
            ["mine" | "my" | "own" | "miei" | "mie"] => Some(PuzzleAction::Mine),
            ["daily" | "today" | "oggi" | "giorno"] => Some(PuzzleAction::Daily),
            _ => None,
        }
    }
}

/// What `!tournament` does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TournamentAction {
    /// Open a tournament in the channel (admins).
    Create,
    Join,
    /// Leave: before the start, the entry goes; after, the remaining games are forfeited.
    Leave,
    /// Pair the players and start the first round (admins).
    Start,
}

impl TournamentAction {
    pub(crate) fn parse(word: &str) -> Option<TournamentAction> {
        match word {
            "create" => Some(TournamentAction::Create),
            "join" => Some(TournamentAction::Join),
            "leave" => Some(TournamentAction::Leave),
            "start" => Some(TournamentAction::Start),
            _ => None,
        }
    }

    pub const fn as_str(self) -> &'static str {
        match self {
            TournamentAction::Create => "create",
            TournamentAction::Join => "join",
            TournamentAction::Leave => "leave",
            TournamentAction::Start => "start",
        }
    }
}

/// What `!tournament create` asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TournamentArgs {
    pub variant: Option<Variant>,
    /// Days per move of its games.
    pub days: Option<u32>,
    /// Rounds: 1 or 2 cycles of a round robin, the number of Swiss rounds.
    pub rounds: Option<u32>,
}

/// The parts of the rules `!rules` can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RulesTopic {
    Moves,
    Captures,
    Kings,
    Draws,
    Notation,
    /// The giveaway option, the same for every variant.
    Giveaway,
}

impl RulesTopic {
    pub const ALL: [RulesTopic; 6] = [
        RulesTopic::Moves,
        RulesTopic::Captures,
        RulesTopic::Kings,
        RulesTopic::Draws,
        RulesTopic::Notation,
        RulesTopic::Giveaway,
    ];

    pub fn name(self) -> &'static str {
        match self {
            RulesTopic::Moves => "moves",
            RulesTopic::Captures => "captures",
            RulesTopic::Kings => "kings",
            RulesTopic::Draws => "draws",
            RulesTopic::Notation => "notation",
            RulesTopic::Giveaway => "giveaway",
        }
    }

    pub(crate) fn parse(word: &str) -> Option<RulesTopic> {
        Some(match word {
            "moves" | "move" | "men" | "mosse" | "pedine" => RulesTopic::Moves,
            "captures" | "capture" | "capturing" | "takes" | "prese" | "presa" => {
                RulesTopic::Captures
            }
            "kings" | "king" | "dame" | "dama" => RulesTopic::Kings,
            "draws" | "draw" | "patta" | "patte" => RulesTopic::Draws,
            "notation" | "squares" | "numbers" | "notazione" | "caselle" => RulesTopic::Notation,
            "giveaway" | "losing" | "antidraughts" | "poddavki" | "vinciperdi" | "perdivinci" => {
                RulesTopic::Giveaway
            }
            _ => return None,
        })
    }
}

/// What a variant's name, as people type it, names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VariantWord {
    /// One variant, read from this many words (`russian`, `american pool`).
    Named(Variant, usize),
    /// `dama`: Italian for draughts (and for the Italian game), the Turkish game's own name,
    /// and this bot's name. The bot asks which, rather than guess.
    Ambiguous,
}

/// Words that name a variant together with the one before (`russian draughts`); a variant
/// also follows `dama` (`dama turca`, `dama italiana`). `dama` after a variant is not one of
/// them: `!rules italian dama` asks about the Italian kings (`turkish dama`, a name of its
/// own, is the rules crate's).
const GAME_WORDS: &[&str] = &["draughts", "checkers", "damas", "shashki"];

impl VariantWord {
    /// The word every ambiguous name is answered with.
    pub const AMBIGUOUS: &'static str = "dama";

    /// Reads the variant named by the first words of `words`: two-word names first
    /// (`american pool` is Pool, where `american` alone is English), then one word.
    pub fn read(words: &[&str]) -> Option<VariantWord> {
        let lower: Vec<String> = words.iter().take(2).map(|w| w.to_lowercase()).collect();
        if let [first, second] = lower.as_slice() {
            let joined = format!("{first}-{second}");
            if let Ok(variant) = joined.parse::<Variant>() {
                return Some(VariantWord::Named(variant, 2));
            }
            if first == "dama"
                && let Some(variant) = single(second)
            {
                return Some(VariantWord::Named(variant, 2));
            }
            if GAME_WORDS.contains(&second.as_str())
                && let Some(variant) = single(first)
            {
                return Some(VariantWord::Named(variant, 2));
            }
        }
        let first = lower.first()?;
        if first == Self::AMBIGUOUS {
            return Some(VariantWord::Ambiguous);
        }
        single(first).map(|variant| VariantWord::Named(variant, 1))
    }

    /// Reads a whole text as a variant's name (`!settings variant american pool`).
    pub fn read_all(text: &str) -> Option<VariantWord> {
        let words: Vec<&str> = text.split_whitespace().collect();
        match VariantWord::read(&words)? {
            VariantWord::Named(variant, used) if used == words.len() => {
                Some(VariantWord::Named(variant, used))
            }
            VariantWord::Ambiguous if words.len() == 1 => Some(VariantWord::Ambiguous),
            _ => None,
        }
    }
}

/// One word as a variant, never the ambiguous one.
fn single(word: &str) -> Option<Variant> {
    if word == VariantWord::AMBIGUOUS {
        return None;
    }
    word.parse().ok()
}
