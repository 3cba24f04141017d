import { ASSISTANT_MESSAGES } from '@waypost/contracts';
import { analysisFailure } from './analysis-failure';

describe("'Analysis Failed' texts (spec section 8)", () => {
  it('names the API key when the error mentions the AI provider', () => {
    expect(analysisFailure(new Error('503: {"message":"AI image analysis requires OpenAI API key"}'))).toEqual({
      title: 'Analysis Failed',
      description: ASSISTANT_MESSAGES.analysisRequiresKey,
    });
    expect(analysisFailure(new Error('502: AI image analysis failed at the OpenAI-compatible provider')).description).toBe(ASSISTANT_MESSAGES.analysisRequiresKey);
  });

  it("otherwise says 'Failed to analyze item'", () => {
    expect(analysisFailure(new Error('400: {"message":"Invalid request: imageBase64 is not a JPEG, PNG, WebP or GIF image"}'))).toEqual({
      title: 'Analysis Failed',
      description: 'Failed to analyze item',
    });
  });
});
